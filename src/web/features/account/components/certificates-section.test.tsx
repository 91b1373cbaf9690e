import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { MyCertificate } from "../../../../shared/certificates.js";
import { createQueryClient } from "../../../lib/query-client.js";
import { CertificatesSection } from "./certificates-section.js";

// The account page's Certificates section (issue 33) against a stubbed
// /api/me/certificates: an empty state, and each certificate with its date,
// hours, number and a PDF download named for its course.

vi.mock("../../../lib/use-toast.js", () => ({ toast: vi.fn() }));

function renderWith(items: MyCertificate[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => (url === "/api/me/certificates" ? Response.json({ items }) : new Response(null, { status: 404 }))),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CertificatesSection />
    </QueryClientProvider>,
  );
  return screen.getByRole("region", { name: "Certificates" });
}
afterEach(() => vi.unstubAllGlobals());

describe("CertificatesSection", () => {
  it("says when there are none yet", async () => {
    const section = renderWith([]);
    expect(await within(section).findByText("No certificates yet. Finish assigned training with credit hours to earn one.")).toBeTruthy();
    // No certificate to download; the training record always is.
    const links = within(section).queryAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Download training record (CSV)", "/api/me/training-record.csv"],
      ["Download training record (PDF)", "/api/me/training-record.pdf"],
    ]);
  });

  it("lists each certificate with a download of its PDF, and marks a revoked one", async () => {
    const section = renderWith([
      {
        number: "LBL-7K3M-0A1Z-9QRS",
        course: "Leadership Foundations",
        hours: 4,
        issuedAt: "2026-11-23T18:00:00.000Z",
        pdfUrl: "/api/me/certificates/LBL-7K3M-0A1Z-9QRS/pdf",
        status: "valid",
      },
      {
        number: "LBL-AAAA-BBBB-CCCC",
        course: "Use of Force",
        hours: 1,
        issuedAt: "2026-10-02T09:00:00.000Z",
        pdfUrl: "/api/me/certificates/LBL-AAAA-BBBB-CCCC/pdf",
        status: "revoked",
      },
    ]);
    const link = await within(section).findByRole("link", { name: "Download PDF of the certificate for Leadership Foundations" });
    expect(link.getAttribute("href")).toBe("/api/me/certificates/LBL-7K3M-0A1Z-9QRS/pdf");
    expect(section.textContent).toContain("November 23, 2026 · 4 credit hours · LBL-7K3M-0A1Z-9QRS");
    expect(section.textContent).toContain("October 2, 2026 · 1 credit hour · LBL-AAAA-BBBB-CCCC");
    const list = within(section).getByRole("list", { name: "Your certificates" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(within(list).getAllByRole("listitem")[1]!).getByText("REVOKED")).toBeTruthy();
  });
});
