import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { ReaderLayout, ReaderNotFound } from "./reader-layout.js";

// The reader's notice on a page opened through a preview link (issue 30).

const draft = { status: "draft", publishAt: null } as const;

function readerAt(url: string, publication: { status: "draft" | "scheduled" | "published"; publishAt: string | null } = draft) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <ReaderLayout eyebrow="Field Manual" library="field-manual" title="Draft drill" publication={publication}>
        <p>Body</p>
      </ReaderLayout>
    </MemoryRouter>,
  );
  return screen.queryByRole("complementary", { name: "Preview" });
}

describe("PreviewBanner", () => {
  it("tells a preview link's reader the draft is unpublished and who can read it", () => {
    const banner = readerAt("/field-manual/p1?preview=tok-1");
    expect(banner?.textContent).toContain("Preview of an unpublished draft. Anyone with this link can read it");
    expect(banner?.textContent).not.toContain("visitor");
  });

  it("says when a scheduled record is due, and that a visitor's view locks members-only content", () => {
    const banner = readerAt("/field-manual/p1?preview=tok-1&as=visitor", { status: "scheduled", publishAt: "2026-11-23T12:00:00.000Z" });
    expect(banner?.textContent).toContain("It is scheduled for");
    expect(banner?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-23T12:00:00.000Z");
    expect(banner?.textContent).toContain("Shown as a visitor sees it");
  });

  it("is not there on an ordinary page", () => {
    expect(readerAt("/field-manual/p1")).toBeNull();
  });

  it("gives the likely reason when a preview link's record is not found", () => {
    render(
      <MemoryRouter initialEntries={["/field-manual/p1?preview=tok-1"]}>
        <ReaderNotFound text="Post not found." />
      </MemoryRouter>,
    );
    expect(screen.getByText(/This preview link may have expired or been revoked/)).toBeTruthy();
  });
});
