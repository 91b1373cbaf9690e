import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { useTabParam } from "./use-tab-param.js";

const TABS = ["one", "two", "three"] as const;

function Tabs() {
  const [tab, select] = useTabParam(TABS, "one");
  return (
    <div>
      <p data-testid="tab">{tab}</p>
      {[...TABS, "bogus"].map((name) => (
        <button key={name} type="button" onClick={() => select(name)}>
          {name}
        </button>
      ))}
    </div>
  );
}

function setup(url = "/page") {
  const router = createMemoryRouter([{ path: "/page", Component: Tabs }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return {
    router,
    shown: () => screen.getByTestId("tab").textContent,
    url: () => router.state.location.pathname + router.state.location.search,
    choose: (name: string) => fireEvent.click(screen.getByRole("button", { name })),
    go: (to: string | number) => act(() => (typeof to === "number" ? router.navigate(to) : router.navigate(to))),
  };
}

describe("useTabParam", () => {
  it("shows the default tab without ?tab=", () => {
    expect(setup().shown()).toBe("one");
  });

  it("falls back to the default for an unknown ?tab=", () => {
    expect(setup("/page?tab=nope").shown()).toBe("one");
  });

  it("opens on the tab named in the URL", () => {
    expect(setup("/page?tab=three").shown()).toBe("three");
  });

  it("puts the chosen tab in ?tab=, and leaves it out for the default", () => {
    const page = setup();
    page.choose("two");
    expect(page.shown()).toBe("two");
    expect(page.url()).toBe("/page?tab=two");
    page.choose("one");
    expect(page.shown()).toBe("one");
    expect(page.url()).toBe("/page");
  });

  it("keeps other query parameters", () => {
    const page = setup("/page?q=lead");
    page.choose("three");
    expect(page.url()).toBe("/page?q=lead&tab=three");
  });

  it("ignores a value that is no tab", () => {
    const page = setup("/page?tab=two");
    page.choose("bogus");
    expect(page.shown()).toBe("two");
    expect(page.url()).toBe("/page?tab=two");
  });

  it("adds one history entry per change: choosing the chosen tab again adds none", async () => {
    const page = setup();
    page.choose("two");
    page.choose("two");
    page.choose("three");
    await page.go(-1);
    expect(page.url()).toBe("/page?tab=two");
    await page.go(-1);
    expect(page.url()).toBe("/page");
    expect(page.shown()).toBe("one");
  });

  it("follows back and forward", async () => {
    const page = setup();
    page.choose("two");
    page.choose("three");
    await page.go(-1);
    expect(page.shown()).toBe("two");
    await page.go(1);
    expect(page.shown()).toBe("three");
  });

  it("follows a navigation it did not make itself, such as a link", async () => {
    const page = setup("/page?tab=two");
    await page.go("/page?tab=three");
    expect(page.shown()).toBe("three");
    await page.go("/page");
    expect(page.shown()).toBe("one");
  });

  it("ends on the last of quick choices, in the tabs and the URL", () => {
    const page = setup();
    act(() => {
      page.choose("two");
      page.choose("three");
      page.choose("two");
    });
    expect(page.shown()).toBe("two");
    expect(page.url()).toBe("/page?tab=two");
  });
});
