import "../lib/zod-jitless.js";

import { createRoot, type Root } from "react-dom/client";

import { Toaster } from "../components/ui/toaster.js";
import { toast, type ToastInput } from "../lib/use-toast.js";
import { applyFullStyles } from "./full-styles.js";
import { islandsSignal } from "./lifetime.js";

let toaster: Promise<void> | null = null;

/**
 * The app's toasts on a page without the app: the same viewport, mounted
 * once beside the page when an island first has something to say (this
 * chunk brings React), and gone when the app takes the page over with its own.
 */
export function showToaster(): Promise<void> {
  toaster ??= applyFullStyles().then(() => {
    if (islandsSignal.aborted) return;
    const host = document.createElement("div");
    document.body.append(host);
    const root: Root = createRoot(host);
    root.render(<Toaster />);
    islandsSignal.addEventListener("abort", () => {
      root.unmount();
      host.remove();
    });
  });
  return toaster;
}

/** A toast from an island, as the app's `toast` shows it. */
export async function showToast(input: ToastInput): Promise<void> {
  await showToaster();
  toast(input);
}
