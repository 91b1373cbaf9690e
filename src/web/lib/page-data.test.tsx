import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import type { PageData } from "../../shared/page-data.js";
import { PageDataScope, usePageData } from "./page-data.js";

const data = {
  post: {
    id: "p1",
    title: "Rendered",
    isMembersOnly: false,
    createdAt: "2026-11-24T10:00:00.000Z",
    status: "published",
    publishAt: null,
    locked: false,
    content: "Text",
    excerpt: "",
  },
} satisfies PageData;

function Shown() {
  return <p data-testid="shown">{usePageData().post?.id ?? "none"}</p>;
}

describe("PageDataScope", () => {
  it("gives the server's data to the first page only, not after the reader moved on or came back", async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <PageDataScope data={data}>
              <Outlet />
            </PageDataScope>
          ),
          children: [{ path: "*", element: <Shown /> }],
        },
      ],
      { initialEntries: ["/field-manual/p1"] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId("shown").textContent).toBe("p1");
    await act(() => router.navigate("/about"));
    expect(screen.getByTestId("shown").textContent).toBe("none");
    await act(() => router.navigate("/field-manual/p1"));
    expect(screen.getByTestId("shown").textContent).toBe("none");
  });
});
