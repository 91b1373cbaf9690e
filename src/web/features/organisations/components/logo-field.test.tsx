import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Org } from "../../../../shared/orgs.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { toast } from "../../../lib/use-toast.js";
import { testOrg } from "../lib/test-org.js";
import { LogoField } from "./logo-field.js";

// The logo in the organisation's settings against a stubbed logo route.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));

const ORG = testOrg({ logoUrl: "/api/orgs/o1/logo?v=abc" });
let sent: { method: string; file: unknown }[];
let refuse: boolean;

beforeEach(() => {
  vi.mocked(toast).mockClear();
  sent = [];
  refuse = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/orgs/o1/logo") {
        sent.push({ method: init?.method ?? "GET", file: init?.body instanceof FormData ? init.body.get("file") : null });
        if (refuse)
          return Response.json({ error: { code: "BAD_REQUEST", message: "A logo must be a PNG, JPEG or WebP image; this file is not." } }, { status: 400 });
        return init?.method === "DELETE" ? new Response(null, { status: 204 }) : Response.json({ logoUrl: "/api/orgs/o1/logo?v=def" });
      }
      return new Response(null, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderIt = (org: Org) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LogoField org={org} />
    </QueryClientProvider>,
  );

describe("LogoField", () => {
  it("shows the logo with its name as alternative text, uploads a chosen file at once, and removes it", async () => {
    renderIt(ORG);
    expect(screen.getByRole("img", { name: "Alpha PD logo" }).getAttribute("src")).toBe("/api/orgs/o1/logo?v=abc");
    const input = screen.getByLabelText("Logo") as HTMLInputElement;
    expect(input.type).toBe("file");
    expect(input.accept).toBe("image/png,image/jpeg,image/webp");
    const file = new File([new Uint8Array([137, 80, 78, 71])], "badge.png", { type: "image/png" });
    await act(async () => fireEvent.change(input, { target: { files: [file] } }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Logo saved" }));
    expect(sent).toEqual([{ method: "PUT", file: expect.any(File) }]);
    expect((sent[0]!.file as File).name).toBe("badge.png");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Remove logo" })));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Logo removed" }));
    expect(sent.at(-1)).toEqual({ method: "DELETE", file: null });
  });

  it("shows the server's refusal in the error toast, and no logo or removal when there is none", async () => {
    refuse = true;
    renderIt({ ...ORG, logoUrl: null });
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove logo" })).toBeNull();
    const file = new File(["GIF89a"], "badge.gif", { type: "image/gif" });
    await act(async () => fireEvent.change(screen.getByLabelText("Logo"), { target: { files: [file] } }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Error saving logo", description: "A logo must be a PNG, JPEG or WebP image; this file is not." }),
      ),
    );
  });
});
