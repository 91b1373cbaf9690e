import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { LoadMore, type LoadMoreProps } from "./load-more.js";

type List = LoadMoreProps["list"];
const list = (over: Partial<List> = {}): List => ({ hasNextPage: true, isFetchingNextPage: false, fetchNextPage: vi.fn(async () => undefined), ...over });

/** A stand-in IntersectionObserver whose watched elements are shown on demand. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      entry: { callback: IntersectionObserverCallback; disconnected: boolean };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  return {
    get watching() {
      return observers.filter((o) => !o.disconnected).length;
    },
    scrollIntoView: () =>
      act(() => {
        for (const o of observers) if (!o.disconnected) o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("LoadMore", () => {
  it("shows nothing when the list has no next page", () => {
    const { container } = render(<LoadMore list={list({ hasNextPage: false })} />);
    expect(container.innerHTML).toBe("");
  });

  it("loads the next page with the button, and is disabled while it comes", () => {
    const loaded = list();
    const { rerender } = render(<LoadMore list={loaded} />);
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(loaded.fetchNextPage).toHaveBeenCalledTimes(1);
    rerender(<LoadMore list={{ ...loaded, isFetchingNextPage: true }} />);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Loading more..." }).disabled).toBe(true);
  });

  it("loads on scroll only when asked to, and not after a page failed", () => {
    const observer = fakeObserver();
    const buttonOnly = list();
    const { rerender } = render(<LoadMore list={buttonOnly} />);
    expect(observer.watching).toBe(0);

    const scrolled = list();
    rerender(<LoadMore list={scrolled} loadOnScroll />);
    observer.scrollIntoView();
    expect(scrolled.fetchNextPage).toHaveBeenCalledTimes(1);

    const failed = list({ isFetchNextPageError: true });
    rerender(<LoadMore list={failed} loadOnScroll />);
    expect(observer.watching).toBe(0);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Load more" }).disabled).toBe(false);
  });
});
