import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { startMenu, startSearchForms } from "./menu.js";

// The navigation bar's island (docs/decisions/116), on the markup Navbar renders.

const NAV = `
  <nav aria-label="Main">
    <form role="search" action="/search"><input type="search" name="q" data-nav-search=""></form>
    <button type="button" aria-label="Open menu" aria-expanded="false" aria-controls="menu" data-menu-toggle=""></button>
    <div id="menu" hidden>
      <form role="search" action="/search"><input type="search" name="q" data-nav-search=""></form>
      <a href="/login">Member Access</a>
    </div>
  </nav>
  <main><p>Text</p><textarea></textarea></main>`;

const key = (target: EventTarget, key: string) => target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));

describe("the menu island", () => {
  let listening: AbortController;
  beforeEach(() => {
    listening = new AbortController();
  });
  afterEach(() => {
    listening.abort();
    document.body.innerHTML = "";
  });

  it("opens and closes by its button, Escape (focus back on the button) and a press outside the bar", () => {
    document.body.innerHTML = NAV;
    startMenu(listening.signal);
    const toggle = document.querySelector<HTMLButtonElement>("[data-menu-toggle]")!;
    const menu = document.getElementById("menu")!;
    toggle.click();
    expect([menu.hidden, toggle.getAttribute("aria-expanded"), toggle.getAttribute("aria-label")]).toEqual([false, "true", "Close menu"]);
    toggle.click();
    expect([menu.hidden, toggle.getAttribute("aria-label")]).toEqual([true, "Open menu"]);
    toggle.click();
    key(document.body, "Escape");
    expect(menu.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
    toggle.click();
    menu.querySelector("a")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(menu.hidden).toBe(false);
    document.querySelector("main p")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(menu.hidden).toBe(true);
  });

  it("'/' focuses the bar's search field, or opens the menu at its own when the bar's is not shown, and is a character in a field", () => {
    document.body.innerHTML = NAV;
    startMenu(listening.signal);
    const menu = document.getElementById("menu")!;
    const barField = document.querySelector<HTMLInputElement>("[data-nav-search]")!;
    // The bar's field shown (a wide screen): "/" focuses it, the menu stays shut.
    expect(key(document.body, "/")).toBe(false);
    expect([document.activeElement, menu.hidden]).toEqual([barField, true]);
    // Not shown (a phone: the bar's form is display:none below md, which happy-dom does not lay out).
    Object.defineProperty(barField, "offsetParent", { get: () => null });
    expect(key(document.querySelector("textarea")!, "/")).toBe(true);
    expect(menu.hidden).toBe(true);
    expect(key(document.body, "/")).toBe(false);
    expect(menu.hidden).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector("input"));
  });

  it("sends no empty search and trims the words", () => {
    document.body.innerHTML = NAV;
    startSearchForms();
    const form = document.querySelector("form")!;
    const input = form.querySelector("input")!;
    input.value = "   ";
    expect(form.dispatchEvent(new Event("submit", { cancelable: true }))).toBe(false);
    input.value = "  decision  ";
    expect(form.dispatchEvent(new Event("submit", { cancelable: true }))).toBe(true);
    expect(input.value).toBe("decision");
  });
});
