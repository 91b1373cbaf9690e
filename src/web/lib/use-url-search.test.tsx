import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { useUrlSearch } from "./use-url-search.js";

function List() {
  const { q, text, setText } = useUrlSearch();
  return (
    <div>
      <label htmlFor="q">Search</label>
      <input id="q" value={text} onChange={(event) => setText(event.target.value)} />
      <p data-testid="q">{q}</p>
    </div>
  );
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

function setup(url: string) {
  const router = createMemoryRouter([{ path: "/list", Component: List }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { router, field: () => screen.getByLabelText<HTMLInputElement>("Search"), search: () => router.state.location.search };
}

describe("useUrlSearch", () => {
  it("puts the typed search in the URL once typing pauses", async () => {
    const { field, search } = setup("/list");
    fireEvent.change(field(), { target: { value: "  ridge " } });
    expect(search()).toBe("");
    await pause(400);
    expect(search()).toBe("?q=ridge");
    expect(screen.getByTestId("q").textContent).toBe("ridge");
  });

  it("follows the URL when it changes from outside: a link to the bare list clears the field for good", async () => {
    const { router, field, search } = setup("/list?q=ridge");
    expect(field().value).toBe("ridge");
    await act(() => router.navigate("/list"));
    expect(field().value).toBe("");
    await pause(400);
    expect(search()).toBe("");
    await act(() => router.navigate(-1));
    expect(field().value).toBe("ridge");
  });
});
