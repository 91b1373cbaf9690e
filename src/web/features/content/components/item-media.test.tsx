import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import type { ContentItem } from "../../../../shared/content.js";
import { preloadMarkdown } from "../../../components/content/markdown.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { ItemMedia } from "./item-media.js";

const textItem = (contentText: string): ContentItem => ({
  id: "item-1",
  title: "Weekly Brief",
  description: null,
  category: "after-action",
  mediaType: "text",
  isMembersOnly: false,
  createdAt: "2026-11-23T12:00:00.000Z",
  status: "published",
  publishAt: null,
  locked: false,
  contentText,
});

describe("ItemMedia for a text item", () => {
  it("renders content_text as markdown, like a post, with its line breaks kept, once the renderer has loaded", async () => {
    // A visitor (no session): nothing is marked read.
    let container: HTMLElement | undefined;
    await act(async () => {
      container = render(
        // In a router: whether the page is a preview (which keeps no progress) is read from its address.
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <ItemMedia
              item={textItem(
                "## What changed\n\n- Handoff notes carry intent.\n- Threats are read out first.\n\nSee [the review](https://example.com/aar) and [this](javascript:alert(1)).\nNext line.",
              )}
            />
          </MemoryRouter>
        </QueryClientProvider>,
      ).container;
    });
    // The markdown renderer is a chunk of its own, loaded for the first body that needs it; meanwhile the page's loading text.
    expect(screen.getByRole("status").textContent).toBe("Loading Content...");
    await act(() => preloadMarkdown());
    expect(screen.getByRole("heading", { level: 2, name: "What changed" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Handoff notes carry intent.", "Threats are read out first."]);
    expect(screen.getByRole("link", { name: "the review" }).getAttribute("href")).toBe("https://example.com/aar");
    expect(screen.queryByRole("link", { name: "this" })).toBeNull();
    expect(container!.textContent).not.toContain("##");
    expect(container!.querySelectorAll("p br")).toHaveLength(1);
  });
});
