import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { SeriesMatches } from "./series-matches.js";

// The series a search found (docs/decisions/112): a list above the records,
// each a link named by its title to the series' page, the matched words marked.

describe("SeriesMatches", () => {
  it("lists each series as a link to its page, with its matched passage", () => {
    render(
      <MemoryRouter>
        <SeriesMatches
          series={[
            {
              id: "a",
              title: "Resilience drills",
              url: "/series/a",
              snippet: [
                { text: "lessons on ", match: false },
                { text: "calm", match: true },
              ],
            },
            { id: "b", title: "Command presence", url: "/series/b", snippet: null },
          ]}
        />
      </MemoryRouter>,
    );
    const list = screen.getByRole("list", { name: "Series that match" });
    expect(screen.getByRole("heading", { level: 2, name: "Series" })).toBeTruthy();
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Resilience drills", "/series/a"],
      ["Command presence", "/series/b"],
    ]);
    expect(within(list).getByText("calm").tagName).toBe("MARK");
  });

  it("shows nothing when no series matched", () => {
    const { container } = render(
      <MemoryRouter>
        <SeriesMatches series={[]} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe("");
  });
});
