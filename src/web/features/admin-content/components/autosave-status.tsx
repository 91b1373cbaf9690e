import type { AutosaveState } from "../lib/use-draft-autosave.js";

const timeOf = (date: Date) => date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });

function wording(state: AutosaveState): string {
  switch (state.kind) {
    case "idle":
      return "Autosave is on: this draft saves a few seconds after you stop typing.";
    case "saving":
      return "Saving…";
    case "saved":
      return `Saved as draft at ${timeOf(state.at)}`;
    case "failed":
      // A conflict's message says what happened and that the words are kept; another failure is retried with the next change.
      return state.conflict ? state.message : `Autosave failed: ${state.message} Your words are kept on this device.`;
  }
}

/** The draft autosave's quiet status line, read out politely as it changes. */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  return (
    <p role="status" className={state.kind === "failed" ? "text-sm text-destructive" : "text-sm text-muted"}>
      {wording(state)}
    </p>
  );
}
