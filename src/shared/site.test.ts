import { describe, expect, it } from "vitest";

import { imageUrl, variantUrl, variantWidths } from "./images.js";
import { bioParagraphs, creatorLinks, creatorWriteSchema, photoSources } from "./site.js";

describe("the creator's contract", () => {
  it("makes a photo's variants as the images' own helpers do", () => {
    const id = "0b6f5c1e-8a4d-4c2b-9f3e-2d1a0c9b8e7f";
    for (const [width, height] of [
      [2400, 2400],
      [960, 1200],
      [300, 200],
    ] as const) {
      const sources = photoSources(imageUrl(id, "0123456789abcdef", Math.min(width, 1600), height))!;
      const expected = (format: "avif" | "webp" | "jpg") =>
        variantWidths(Math.min(width, 1600))
          .map((w) => `${variantUrl(id, "0123456789abcdef", w, format)} ${w}w`)
          .join(", ");
      expect(sources.srcSet).toEqual({ avif: expected("avif"), webp: expected("webp"), jpg: expected("jpg") });
    }
    expect(photoSources("/api/images/nope.jpg")).toBeNull();
  });

  it("lists the profiles set in the networks' order, and splits a biography at blank lines", () => {
    const { profiles } = creatorWriteSchema.parse({ profiles: { website: "https://a.example.org", linkedin: "https://linkedin.com/in/a", x: "" } });
    expect(creatorLinks(profiles as Record<string, string>).map((l) => l.label)).toEqual(["LinkedIn", "Website"]);
    expect(bioParagraphs("One\nline.\n\n  \nTwo.\n")).toEqual(["One line.", "Two."]);
  });
});
