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

// The owner's assign form reaches one person: "Who" → "One person...", a
// labelled search of the organisation's people and a labelled choice of who
// matches, reached by keyboard.
test("an owner assigns training to one person found by name", async ({ page, baseURL, playwright }) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}-${process.pid}`;
  const owner = await newSignedInMember(playwright, baseURL!, { tag: "assigner", name: `Oda Owner ${tag}` });
  const person = await newSignedInMember(playwright, baseURL!, { tag: "assignee", name: `Pat Person ${tag}` });
  const admin = await signedInApi(playwright, baseURL!, "admin");
  const orgId = await createOrg(admin, `One Person PD ${tag}`, owner.email);
  const link = await owner.api.post(`/api/orgs/${orgId}/invite-links`, { data: { expiresInDays: 1 } });
  expect(link.status(), await link.text()).toBe(201);
  const token = new URL(((await link.json()) as { url: string }).url).pathname.split("/").at(-1)!;
  expect((await person.api.post(`/api/join/${token}`)).status()).toBe(200);

  await page.context().addCookies(owner.state.cookies);
  await page.goto("/organisation");
  const form = page.getByRole("form", { name: "Assign training" });
  await expect(form.getByLabel("Title")).not.toHaveValue("");
  const title = await form.getByLabel("Title").locator("option:checked").textContent();
  await form.getByLabel("Due").fill(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 16));
  await form.getByLabel("Who").selectOption({ label: "One person..." });
  const search = form.getByLabel("Find a person");
  await search.focus();
  await page.keyboard.type(`Pat Person ${tag}`);
  await expect(form.getByText("1 person matches.")).toBeVisible();
  await page.keyboard.press("Tab");
  const choice = form.getByLabel("Person", { exact: true });
  await expect(choice).toBeFocused();
  await choice.selectOption({ label: `Pat Person ${tag} (${person.email})` });
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Assign" }).click();
  await expectToast(page, "Training assigned");
  await expect(page.getByRole("list", { name: "Assignments" }).getByRole("listitem").filter({ hasText: title! })).toContainText("One person");

  const mine = (await (await person.api.get("/api/me/assignments")).json()) as { items: { title: string }[] };
  expect(mine.items.map((i) => i.title)).toEqual([title]);
  const ownerSees = (await (await owner.api.get("/api/me/assignments")).json()) as { items: unknown[] };
  expect(ownerSees.items).toEqual([]);

  await admin.dispose();
  await owner.api.dispose();
  await person.api.dispose();
});
