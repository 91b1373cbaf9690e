import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ContentMeta } from "./content-meta.js";

describe("ContentMeta's New mark", () => {
  const at = "2026-11-20T10:00:00.000Z";
  it("shows New on what was published after the member's previous visit only", () => {
    const { rerender } = render(<ContentMeta createdAt={at} isMembersOnly={false} newSince="2026-11-19T10:00:00.000Z" />);
    expect(screen.getByText("New").getAttribute("title")).toBe("Published since your last visit");
    rerender(<ContentMeta createdAt={at} isMembersOnly={false} newSince="2026-11-21T10:00:00.000Z" />);
    expect(screen.queryByText("New")).toBeNull();
    // A first visit (no previous one) marks nothing.
    rerender(<ContentMeta createdAt={at} isMembersOnly={false} newSince={null} />);
    expect(screen.queryByText("New")).toBeNull();
  });
});
