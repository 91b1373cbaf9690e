import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { previewKey, usePreviewQuery, withPreview, withPreviewUrls, type Preview } from "./preview.js";

const member: Preview = { token: "tok-1", asVisitor: false };
const visitor: Preview = { token: "tok-1", asVisitor: true };

function previewAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => usePreviewQuery(), { wrapper }).result.current;
}

describe("usePreviewQuery", () => {
  it("reads the token and whom the page reads as from the address", () => {
    expect(previewAt("/field-manual/p1?preview=tok-1")).toEqual(member);
    expect(previewAt("/field-manual/p1?preview=tok-1&as=visitor")).toEqual(visitor);
    expect(previewAt("/field-manual/p1?as=member&preview=tok-1")).toEqual(member);
  });

  it("is null without a token, whatever else the address says", () => {
    expect(previewAt("/field-manual/p1")).toBeNull();
    expect(previewAt("/field-manual/p1?preview=")).toBeNull();
    expect(previewAt("/field-manual/p1?as=visitor")).toBeNull();
  });
});

describe("withPreview", () => {
  it("leaves a URL alone when the page is no preview", () => {
    expect(withPreview("/api/posts/p1", null)).toBe("/api/posts/p1");
  });

  it("adds the token, and as=visitor only for a visitor's view", () => {
    expect(withPreview("/api/posts/p1", member)).toBe("/api/posts/p1?preview=tok-1");
    expect(withPreview("/api/posts/p1", visitor)).toBe("/api/posts/p1?preview=tok-1&as=visitor");
  });

  it("joins a query the URL has already, and encodes the token", () => {
    expect(withPreview("/api/podcasts/e1/audio?v=2", { token: "a+b/c=", asVisitor: false })).toBe("/api/podcasts/e1/audio?v=2&preview=a%2Bb%2Fc%3D");
  });
});

describe("previewKey", () => {
  it("adds nothing to a query key without a preview, and tells a member's preview from a visitor's", () => {
    expect(previewKey(null)).toEqual([]);
    expect(previewKey(member)).toEqual(["preview", "tok-1", "member"]);
    expect(previewKey(visitor)).toEqual(["preview", "tok-1", "visitor"]);
  });
});

describe("withPreviewUrls", () => {
  it("gives the audio, file and transcript addresses the preview, and keeps missing ones missing", () => {
    const view = { id: "i1", fileUrl: "/api/content-items/i1/file", transcriptUrl: null, audioUrl: undefined };
    expect(withPreviewUrls(view, visitor)).toEqual({
      id: "i1",
      fileUrl: "/api/content-items/i1/file?preview=tok-1&as=visitor",
      transcriptUrl: null,
      audioUrl: undefined,
    });
    const episode = { audioUrl: "/api/podcasts/e1/audio", transcriptUrl: "/api/podcasts/e1/transcript" };
    expect(withPreviewUrls(episode, member)).toEqual({
      audioUrl: "/api/podcasts/e1/audio?preview=tok-1",
      transcriptUrl: "/api/podcasts/e1/transcript?preview=tok-1",
    });
  });

  it("returns the same view when the page is no preview", () => {
    const view = { fileUrl: "/api/content-items/i1/file" };
    expect(withPreviewUrls(view, null)).toBe(view);
  });
});
