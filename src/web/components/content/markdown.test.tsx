import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

import { renderedBodyKey } from "../../../shared/rendered-bodies.js";
import { renderBody } from "../../render-body.js";
import { MarkdownContent, preloadMarkdown, RenderedBodiesContext } from "./markdown.js";

describe("MarkdownContent", () => {
  // The renderer is its own chunk (item-media.test.tsx renders before it has loaded).
  beforeAll(() => preloadMarkdown());

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

  describe("taking over a page the server rendered", () => {
    const TEXT = `Intro with a [link home](${window.location.origin}/about) and [one out](https://example.com/x).\n\n- one\n- two`;
    let setText: (text: string) => void = () => undefined;
    function Page() {
      const [text, set] = useState(TEXT);
      setText = set;
      return <MarkdownContent>{text}</MarkdownContent>;
    }

    async function hydrateMarked() {
      const container = document.createElement("div");
      container.innerHTML = renderToString(<Page />);
      document.body.append(container);
      // Words no render of the markdown would write: they stay only if the server's HTML is kept (hydrating the
      // markdown would find them differ from its own text).
      container.querySelector("li")!.textContent = "one, as the server wrote it";
      const errors: unknown[] = [];
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
      });
      return { container, errors, unmount: () => act(() => root!.unmount()) };
    }

    it("keeps the server's HTML instead of rendering the markdown again, without a hydration error", async () => {
      const { container, errors, unmount } = await hydrateMarked();
      expect(errors).toEqual([]);
      expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["one, as the server wrote it", "two"]);
      // As ContentLink does once hydrated: a link to this site written in full opens here, one out in a new tab.
      expect(screen.getByRole("link", { name: "link home" }).getAttribute("target")).toBeNull();
      expect(screen.getByRole("link", { name: "one out" }).getAttribute("target")).toBe("_blank");
      await unmount();
      container.remove();
    });

    it("renders from the markdown once the text changes", async () => {
      const { container, unmount } = await hydrateMarked();
      await act(async () => setText("- three"));
      expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["three"]);
      await unmount();
      container.remove();
    });
  });
  // Bodies rendered ahead by the server (docs/decisions/123): the page's render is handed them, and they must be what it
  // would render itself, or a page would change when its body was rendered ahead.
  describe("a body rendered ahead", () => {
    const TEXT = [
      // An outside image first: React asks to preload it, which a render writes ahead of its markup.
      "![Another first](https://example.com/first.png)",
      "Intro with **bold**, a [link](/about), [one out](https://example.com/x) and `code`.",
      "Situation\nA line of its own.",
      "- [x] done\n- [ ] open",
      "| A | B |\n|---|---|\n| 1 | 2 |",
      "![A cover](/api/images/0b7d3c1e-8d1f-4a47-9d2e-5c1a7e9b2f10/0123456789abcdef-800x450.jpg)",
      "![Another](https://example.com/x.png)",
    ].join("\n\n");
    /** The body's element as the page's own render writes it, without the boundary's markers around its content. */
    const ownRender = (text: string, keepLineBreaks = false) =>
      renderToString(
        <MemoryRouter>
          <MarkdownContent keepLineBreaks={keepLineBreaks}>{text}</MarkdownContent>
        </MemoryRouter>,
      ).replace(/<!--\/?\$-->/g, "");

    it("is what the page's own render of the body writes", async () => {
      for (const mode of ["markdown", "lines"] as const) {
        const ahead = await renderBody(TEXT, mode);
        expect(ahead).toContain("<picture>");
        expect(ownRender(TEXT, mode === "lines")).toContain(`>${ahead}</div>`);
      }
    });

    it("is written as it is when its key is the body's, and the markdown is rendered when not", () => {
      const bodies = new Map([[renderedBodyKey("markdown", "**words**"), "<p>AHEAD</p>"]]);
      const inPage = (text: string, keepLineBreaks = false) =>
        renderToString(
          <RenderedBodiesContext value={bodies}>
            <MarkdownContent keepLineBreaks={keepLineBreaks}>{text}</MarkdownContent>
          </RenderedBodiesContext>,
        );
      expect(inPage("**words**")).toContain("><p>AHEAD</p></div>");
      expect(inPage("**other words**")).toContain("<strong");
      expect(inPage("**words**", true)).not.toContain("AHEAD");
    });
  });
});
