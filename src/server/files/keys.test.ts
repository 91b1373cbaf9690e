import { describe, expect, it } from "vitest";

import { InvalidKeyError } from "../storage/storage.js";
import { cleanFileName, newFileKey } from "./keys.js";

describe("storage keys", () => {
  it("follow {owner}/{label-}{timestamp}-{random}.{ext} and never repeat", () => {
    expect(newFileKey("user-1", "mp3")).toMatch(/^user-1\/\d{13}-[0-9a-f]{12}\.mp3$/);
    expect(newFileKey("user-1", "pdf", "briefing")).toMatch(/^user-1\/briefing-\d{13}-[0-9a-f]{12}\.pdf$/);
    expect(new Set(Array.from({ length: 100 }, () => newFileKey("u", "pdf"))).size).toBe(100);
  });

  it("refuse an owner that would escape the storage root", () => {
    expect(() => newFileKey("..", "pdf")).toThrow(InvalidKeyError);
    expect(() => newFileKey("a/../../b", "pdf")).toThrow(InvalidKeyError);
  });
});

describe("original file names", () => {
  it.each([
    ["worksheet.pdf", "worksheet.pdf"],
    ["C:\\Users\\me\\Card v3.pdf", "Card v3.pdf"],
    ["../../etc/passwd", "passwd"],
    ["a\u0000b\nc\u202egpj.exe", "a b c gpj.exe"],
    ["e\u0301te\u0301.mp3", "\u00e9t\u00e9.mp3"],
    ["", null],
    [undefined, null],
    ["..", null],
    ["  \t ", null],
  ])("%j is kept as %j", (input, expected) => {
    expect(cleanFileName(input)).toBe(expected);
  });

  it("are cut to 200 characters, keeping the extension", () => {
    const name = cleanFileName(`${"x".repeat(500)}.webm`)!;
    expect(name).toHaveLength(200);
    expect(name.endsWith("x.webm")).toBe(true);
  });
});
