import { expect } from "@playwright/test";

import { expectNoAxeViolations } from "./axe.js";
import { createOrg, expectToast, signedInApi } from "./helpers.js";
import { newSignedInMember, test } from "./member-session.js";

// Certificates (issue 33): a member finishes an assignment with credit hours
// (arranged through the API: an organisation they own, an article assigned
// to it, read to its end), finds the certificate on the account page and
// downloads its PDF; anyone checks it at /verify/<number>; the site admin
// revokes it and the check says so at once. Names are the test's own.

test("a member's certificate is listed with its PDF, verified by anyone, and revoked by the site admin", async ({
  browser,
  page,
  baseURL,
  playwright,
  adminState,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const name = `Dana Cert ${tag}`;
  const member = await newSignedInMember(playwright, baseURL!, { tag: "cert", name });

  // An organisation the member owns, an article assigned to it with 2 credit hours, read to its end.
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const orgId = await createOrg(admin, `Certified PD ${tag}`, member.email);
  const posts = (await (await member.api.get("/api/posts?limit=1")).json()) as { items: { id: string; title: string }[] };
  const post = posts.items[0]!;
  const due = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
  const assigned = await member.api.post(`/api/orgs/${orgId}/assignments`, { data: { kind: "post", recordId: post.id, dueAt: due, hours: 2 } });
  expect(assigned.status(), await assigned.text()).toBe(201);
  const read = await member.api.put(`/api/progress/post/${post.id}`, { data: { position: 1, duration: 1, finished: true, clientTime: Date.now() } });
  expect(read.ok(), await read.text()).toBe(true);
  const mine = (await (await member.api.get("/api/me/certificates")).json()) as { items: { number: string; course: string; pdfUrl: string }[] };
  const cert = mine.items.find((c) => c.course === post.title)!;
  expect(cert.number).toMatch(/^LBL-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  // The account page lists it, with a download of its PDF.
  await page.context().addCookies(member.state.cookies);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Certificates" });
  await expect(section.getByText(post.title, { exact: true })).toBeVisible();
  await expect(section).toContainText("2 credit hours");
  const link = section.getByRole("link", { name: `Download PDF of the certificate for ${post.title}` });
  await expect(link).toHaveAttribute("href", cert.pdfUrl);
  const download = page.waitForEvent("download");
  await link.click();
  expect((await download).suggestedFilename()).toBe(`certificate-${cert.number}.pdf`);
  await expectNoAxeViolations(page);

  // Anyone (no session) checks it.
  const visitor = await browser.newContext();
  const check = await visitor.newPage();
  await check.goto(`/verify/${cert.number}`);
  await expect(check.getByRole("heading", { level: 1, name: "Valid certificate" })).toBeVisible();
  await expect(check.getByText(name)).toBeVisible();
  await expect(check.getByText(post.title, { exact: true })).toBeVisible();
  await expect(check.getByText("2 credit hours")).toBeVisible();
  await expectNoAxeViolations(check);

  // The site admin looks it up by number (typed in lower case) and revokes it with a reason.
  const adminContext = await browser.newContext({ storageState: adminState });
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/admin/dashboard");
  await adminPage.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Certificates" }).click();
  await expect(adminPage.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
  await adminPage.getByLabel("Certificate number").fill(cert.number.toLowerCase());
  await adminPage.getByRole("button", { name: "Look up" }).click();
  await expect(adminPage.getByRole("heading", { level: 2, name: new RegExp(cert.number) })).toBeVisible();
  await adminPage.getByLabel("Reason for revoking").fill("Issued in error (e2e)");
  await adminPage.getByRole("button", { name: "Revoke certificate" }).click();
  await expectToast(adminPage, "Certificate revoked");
  await expect(adminPage.getByText("Issued in error (e2e)")).toBeVisible();
  await adminContext.close();

  await check.reload();
  await expect(check.getByRole("heading", { level: 1, name: "Revoked certificate" })).toBeVisible();
  await expect(check.getByText(name)).toBeVisible();
  await expect(check.getByText("Issued in error")).toHaveCount(0);

  // A number nobody has: the not-found page.
  await check.goto("/verify/LBL-0000-0000-0000");
  await expect(check.getByRole("heading", { level: 1, name: "Certificate not found." })).toBeVisible();
  await visitor.close();
  await admin.dispose();
  await member.api.dispose();
});
