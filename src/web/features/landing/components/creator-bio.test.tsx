import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { NO_CREATOR, type Creator } from "../../../../shared/site.js";
import { Footer } from "../../../components/layout/footer.js";
import { PageDataScope } from "../../../lib/page-data.js";
import { CreatorBio } from "./creator-bio.js";

// The creator on the landing page and in the footer (issue 32,
// docs/decisions/096): what the server rendered the page with, the site's
// own words for what is not set, and social links only for the profiles set.

const CREATOR: Creator = {
  name: "Cmdr. Dana Whitfield",
  title: "Retired Police Commander",
  bio: "First paragraph.\n\nSecond paragraph.\n\nThird, only on the creator's page.",
  photoUrl: null,
  profiles: { linkedin: "https://www.linkedin.com/in/dana", website: "https://dana.example.com/" },
};

afterEach(() => vi.unstubAllGlobals());

function landing(creator: Creator) {
  // The page's data is what the server rendered it with: nothing is fetched.
  const fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  render(
    <MemoryRouter>
      <PageDataScope data={{ creator }}>
        <CreatorBio />
      </PageDataScope>
    </MemoryRouter>,
  );
  expect(fetchMock).not.toHaveBeenCalled();
  return screen.getByRole("region", { name: "The Creator" });
}

describe("the landing page's creator section", () => {
  it("shows the name, the title and the start of the biography, and leads to the creator's page", () => {
    const section = landing(CREATOR);
    expect(within(section).getByText(CREATOR.name!)).toBeTruthy();
    expect(within(section).getByText(CREATOR.title!)).toBeTruthy();
    expect(within(section).getByText("Second paragraph.")).toBeTruthy();
    expect(within(section).queryByText("Third, only on the creator's page.")).toBeNull();
    expect(within(section).queryByText(/veteran leader/)).toBeNull();
    expect(within(section).getByRole("link", { name: "More about the Creator" }).getAttribute("href")).toBe("/creator");
  });

  it("keeps the site's own words when nothing is set", () => {
    const section = landing(NO_CREATOR);
    expect(within(section).getByText(/veteran leader who came up through the ranks/)).toBeTruthy();
    expect(within(section).getByRole("link", { name: "More about the Creator" })).toBeTruthy();
  });
});

describe("the footer's social links", () => {
  const footer = (profiles?: Creator["profiles"]) => {
    render(
      <MemoryRouter>
        <Footer profiles={profiles} />
      </MemoryRouter>,
    );
    return screen.getByRole("contentinfo");
  };

  it("are links to the profiles that are set, in the networks' order, and no buttons", () => {
    const links = within(footer(CREATOR.profiles)).getByRole("list", { name: "Follow" });
    expect(
      within(links)
        .getAllByRole("link")
        .map((a) => [a.getAttribute("aria-label"), a.getAttribute("href")]),
    ).toEqual([
      ["LinkedIn", "https://www.linkedin.com/in/dana"],
      ["Website", "https://dana.example.com/"],
    ]);
    expect(within(screen.getByRole("contentinfo")).queryAllByRole("button")).toEqual([]);
  });

  it("are not there when none is set, or while not known", () => {
    expect(within(footer({})).queryByRole("list", { name: "Follow" })).toBeNull();
    cleanup();
    expect(within(footer(undefined)).queryByRole("list", { name: "Follow" })).toBeNull();
  });
});
