import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { CoverField } from "./cover-field.js";

const ID = "0b5e1d3c-8a4f-4c2e-9d6b-1f2a3b4c5d6e";
const HASH = "0123456789abcdef";

describe("CoverField", () => {
  it("shows the cover's two crops by their addresses, and says so when one is not made yet", () => {
    render(
      <MemoryRouter>
        <CoverField url={`/api/images/${ID}/${HASH}-1600x900.jpg`} onChange={() => {}} />
      </MemoryRouter>,
    );
    const share = screen.getByText("Shared links (1200 × 630)").closest("figure")!.querySelector("img")!;
    const square = screen.getByText("Podcast apps (1400 × 1400)").closest("figure")!.querySelector("img")!;
    expect(share.getAttribute("src")).toBe(`/api/images/${ID}/${HASH}-share-1200x630.jpg`);
    expect(square.getAttribute("src")).toBe(`/api/images/${ID}/${HASH}-square-1400.jpg`);

    // A cover named before crops were made: its crop's address answers 404 until the job makes it.
    fireEvent.error(share);
    expect(screen.getByText("Not made yet: shared links show the area's card until it is, within ten minutes.")).toBeTruthy();
    expect(screen.queryByText(/podcast apps show the show's art/)).toBeNull();
  });

  it("shows no crops without a cover", () => {
    render(<CoverField url={null} onChange={() => {}} />);
    expect(screen.queryByText("How it is cut for shared links and podcast apps")).toBeNull();
  });
});
