import { describe, expect, it } from "vitest";

import { emailText, hasControlCharacters, plainText } from "./text.js";

describe("plainText", () => {
  const title = plainText("Title").trim().min(1, "Title is required.").max(10, "Too long.");
  const message = (value: unknown) => {
    const result = title.safeParse(value);
    return result.success ? result.data : result.error.issues[0]?.message;
  };

  it("refuses every C0 control character but tab, line feed and carriage return", () => {
    for (let code = 0; code < 0x20; code++) {
      const char = String.fromCharCode(code);
      expect(hasControlCharacters(`a${char}b`), `U+${code.toString(16)}`).toBe(!["\t", "\n", "\r"].includes(char));
    }
    expect(message("ab\u0000")).toBe("Title must not contain control characters.");
    expect(message("\u001b[31m")).toBe("Title must not contain control characters.");
  });

  it("refuses half of a surrogate pair on its own, which PostgreSQL's jsonb refuses too", () => {
    expect(message("\udfff\ud800")).toBe("Title must not contain control characters.");
    expect(message("a\ud83c")).toBe("Title must not contain control characters.");
    expect(message("\udf96b")).toBe("Title must not contain control characters.");
    expect(hasControlCharacters("\ud83c\udf96")).toBe(false);
  });

  it("keeps ordinary text: non-Latin letters, emoji, tabs and line breaks", () => {
    expect(message(" Führung ")).toBe("Führung");
    expect(message("a\tb\r\nc")).toBe("a\tb\r\nc");
    expect(message("指揮 🎖️")).toBe("指揮 🎖️");
  });

  it("names the field when it is missing or not a string", () => {
    expect(message(undefined)).toBe("Title is required.");
    expect(message(42)).toBe("Title is required.");
    expect(plainText("Description", "Description must be text.").safeParse(null).error?.issues[0]?.message).toBe("Description must be text.");
  });
});

describe("emailText", () => {
  it("trims, checks the form and refuses control characters", () => {
    expect(emailText().parse("  ada@example.com ")).toBe("ada@example.com");
    expect(emailText().safeParse("ada@example").error?.issues[0]?.message).toBe("Please enter a valid email address.");
    expect(emailText().safeParse("a\u0000da@example.com").error?.issues[0]?.message).toBe("Email must not contain control characters.");
    expect(emailText().safeParse(`${"a".repeat(250)}@example.com`).error?.issues[0]?.message).toBe("Email must be at most 254 characters.");
  });
});
