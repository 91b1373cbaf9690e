import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MarkdownContent } from "./markdown.js";

describe("MarkdownContent", () => {
  it("names each task-list box after its item's own words", () => {
    render(<MarkdownContent>{"- [x] Check the **radio**\n- [ ] Brief the team\n  - [ ] nested step"}</MarkdownContent>);
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes.map((box) => box.getAttribute("aria-label"))).toEqual(["Check the radio", "Brief the team", "nested step"]);
    expect((screen.getByRole("checkbox", { name: "Check the radio" }) as HTMLInputElement).checked).toBe(true);
  });

  it("drops an image with a javascript: address and keeps its alt text as text", () => {
    const { container } = render(<MarkdownContent>{"Before ![the unit patch](javascript:alert(1)) after"}</MarkdownContent>);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("Before the unit patch after");
  });

  it("keeps an image with a safe address", () => {
    render(<MarkdownContent>{"![the unit patch](https://example.com/patch.png)"}</MarkdownContent>);
    expect(screen.getByRole("img", { name: "the unit patch" }).getAttribute("src")).toBe("https://example.com/patch.png");
  });

  it("puts a table in a keyboard-scrollable box of its own", () => {
    render(<MarkdownContent>{"| A | B |\n|---|---|\n| 1 | 2 |"}</MarkdownContent>);
    const box = screen.getByRole("region", { name: "Table" });
    expect(box.getAttribute("tabindex")).toBe("0");
    expect(box.querySelector("table")).not.toBeNull();
  });

  it("keeps single line breaks when asked (text items), and only then", () => {
    const text = "Situation\nA mid-size department.\n\n## What changed\n- one\n- two";
    const kept = render(<MarkdownContent keepLineBreaks>{text}</MarkdownContent>);
    expect(kept.container.querySelectorAll("p br")).toHaveLength(1);
    expect(kept.container.querySelector("h2")?.textContent).toBe("What changed");
    expect([...kept.container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["one", "two"]);
    kept.unmount();
    const joined = render(<MarkdownContent>{text}</MarkdownContent>);
    expect(joined.container.querySelectorAll("br")).toHaveLength(0);
  });
});
