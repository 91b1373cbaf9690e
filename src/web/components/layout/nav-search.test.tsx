import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";

import { NavSearch } from "./nav-search.js";

function Where() {
  const location = useLocation();
  return <output>{location.pathname + location.search}</output>;
}

describe("NavSearch", () => {
  // Rendering it also checks its input's classes for conflicts (cn(), docs/decisions/069).
  it("sends the words to the search page, with the query in the URL", () => {
    render(
      <MemoryRouter initialEntries={["/about"]}>
        <NavSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: " shift change " } });
    fireEvent.submit(screen.getByRole("search"));
    expect(screen.getByRole("status").textContent).toBe("/search?q=shift+change");
  });
});
