import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

import { expectNoAxeViolations } from "./axe.js";
import { createOrg, expectToast, signedInApi } from "./helpers.js";
import { newSignedInMember, test } from "./member-session.js";

// Assignments (issue 33): a member who owns an organisation (made through
// the API) is assigned an article and a PDF; the dashboard shows "Assigned to
// you" with due dates, soonest first; the PDF is acknowledged on its page
// ("I have read and understood this") and leaves the list; the roster says
// done. Names are the test's own.

test("a member's assignments are at the top of the dashboard, and a PDF is acknowledged from its page", async ({ page, baseURL, playwright }) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const member = await newSignedInMember(playwright, baseURL!, { tag: "assigned", name: `Ari Assigned ${tag}` });
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const orgId = await createOrg(admin, `Assigned PD ${tag}`, member.email);
  const pdfTitle = `Policy 4.2 ${tag}`;
  const item = await admin.post("/api/content-items", {
    multipart: {
      title: pdfTitle,
      description: "The use-of-force policy",
      category: "after-action",
      mediaType: "pdf",
      isMembersOnly: "false",
      file: { name: "worksheet.pdf", mimeType: "application/pdf", buffer: fs.readFileSync(path.join(import.meta.dirname, "fixtures", "worksheet.pdf")) },
    },
  });
  expect(item.status(), await item.text()).toBe(201);
  const { id: itemId } = (await item.json()) as { id: string };
  const posts = (await (await member.api.get("/api/posts?limit=1")).json()) as { items: { id: string; title: string }[] };
  const post = posts.items[0]!;
  const inDays = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000).toISOString();
  const assign = async (data: object) => {
    const res = await member.api.post(`/api/orgs/${orgId}/assignments`, { data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const pdfAssignment = await assign({ kind: "item", recordId: itemId, dueAt: inDays(5), hours: 1 });
  await assign({ kind: "post", recordId: post.id, dueAt: inDays(2) });

  await page.context().addCookies(member.state.cookies);
  await page.goto("/dashboard");
  const section = page.getByRole("region", { name: "Assigned to you" });
  const links = section.getByRole("link");
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toContainText(post.title);
  await expect(links.nth(1)).toContainText(pdfTitle);
  await expect(links.nth(1)).toContainText("Not started");
  await expect(links.nth(1)).toContainText("Due");
  await expectNoAxeViolations(page);

  await links.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/after-action/${itemId}$`));
  const confirm = page.getByRole("button", { name: "I have read and understood this" });
  await confirm.click();
  await expectToast(page, "Recorded", "Your acknowledgment is in your training record.");
  await expect(page.getByText(/You confirmed you have read and understood this on/)).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/dashboard");
  await expect(section.getByRole("link")).toHaveCount(1);
  await expect(section).not.toContainText(pdfTitle);
  const roster = (await (await member.api.get(`/api/orgs/${orgId}/assignments/${pdfAssignment}/roster`)).json()) as {
    items: { email: string; status: string }[];
  };
  expect(roster.items).toEqual([expect.objectContaining({ email: member.email, status: "done" })]);

  // As the organisation's owner: the Assignments section, the PDF's roster says done.
  await page.goto("/organisation");
  const assignments = page.getByRole("region", { name: "Assignments" });
  const row = assignments.getByRole("listitem").filter({ hasText: pdfTitle });
  await row.getByRole("button", { name: "Roster" }).click();
  const table = row.getByRole("table", { name: `Roster of ${pdfTitle}` });
  await expect(table.getByRole("row").nth(1)).toContainText("Done");
  await expect(row.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", `/api/orgs/${orgId}/assignments/${pdfAssignment}/roster.csv`);
  await expectNoAxeViolations(page);

  await admin.delete(`/api/content-items/${itemId}`);
  await admin.dispose();
  await member.api.dispose();
});
