import { expect } from "@playwright/test";

import { createAccount, demoAccount, expectToast, holdRequests, lastMailTo, logIn, PASSWORD, toasts, uniqueEmail } from "./helpers.js";
import { test } from "./ready-page.js";

// Accounts in the browser: spec sections 2 and 4 (login, signup, logout,
// guards) and 8 (their toasts); sessions as docs/decisions/005 says.

test.describe("sign up", () => {
  test("creates an account, says so, and goes to /login", async ({ page }) => {
    const email = uniqueEmail("signup");
    await page.goto("/signup");
    await page.getByLabel("Full Name").fill("Riley Carter");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    const release = await holdRequests(page, "**/api/auth/sign-up/email");
    await page.getByRole("button", { name: "Sign Up" }).click();
    const busy = page.getByRole("button", { name: "Creating Account..." });
    await expect(busy).toBeDisabled();
    release();
    await expectToast(page, "Signup Successful", "Please check your email to verify your account.");
    await expect(page).toHaveURL("/login");
    expect(lastMailTo(email)).toContain("Confirm your e-mail");
  });

  test("tells an existing member the account already exists", async ({ page, request, baseURL }) => {
    const email = uniqueEmail("dupe");
    await createAccount(request, baseURL!, email);
    await page.goto("/signup");
    await page.getByLabel("Full Name").fill("Dupe");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectToast(page, "User already exists", "An account with this email already exists. Please try logging in.");
    await expect(page).toHaveURL("/signup");
  });

  test("shows the server's reason for a common password", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("Full Name").fill("Weak");
    await page.getByLabel("Email").fill(uniqueEmail("weak"));
    await page.getByLabel("Password").fill("password1");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expectToast(page, "Error signing up", "too common");
  });
});

test.describe("login and logout", () => {
  test("a wrong password shows the error and stays on /login", async ({ page, request, baseURL }) => {
    const email = uniqueEmail("wrong");
    await createAccount(request, baseURL!, email);
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("Not-The-Password-9");
    const release = await holdRequests(page, "**/api/auth/sign-in/email");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("button", { name: "Logging In..." })).toBeDisabled();
    release();
    await expectToast(page, "Error logging in", "Invalid email or password");
    await expect(toasts(page)).toHaveAttribute("data-variant", "destructive");
    await expect(page).toHaveURL("/login");
  });

  test("logs in to a dashboard that greets by name, then logs out", async ({ page, request, baseURL }) => {
    const email = uniqueEmail("greet");
    await createAccount(request, baseURL!, email, "Morgan Reyes");
    await logIn(page, email);
    await expectToast(page, "Login Successful", "Welcome back!");
    await expect(page.getByRole("heading", { name: "Welcome, Morgan Reyes" })).toBeVisible();
    await expect(page.getByText("This is your command center. All content is available below.")).toBeVisible();

    const nav = page.getByRole("navigation").first();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await nav.getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "Logged Out", "You have been successfully logged out.");
    await expect(page).toHaveURL("/");
    await expect(nav.getByRole("link", { name: "Member Access" })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name.includes("session_token"))?.value ?? "").toBe("");
  });

  test("the session cookie is HttpOnly and SameSite=Lax", async ({ page, request, baseURL }) => {
    const email = uniqueEmail("cookie");
    await createAccount(request, baseURL!, email);
    await logIn(page, email);
    const cookie = (await page.context().cookies()).find((c) => c.name === "lobl.session_token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");
  });

  test("a visitor sent to /login from /dashboard comes back there after logging in", async ({ page, request, baseURL }) => {
    const email = uniqueEmail("back");
    await createAccount(request, baseURL!, email);
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL("/dashboard");
  });

  test("logging out in one tab signs the other tab out and takes it home", async ({ context, request, baseURL }) => {
    const email = uniqueEmail("tabs");
    await createAccount(request, baseURL!, email);
    const first = await context.newPage();
    await logIn(first, email);
    const second = await context.newPage();
    await second.goto("/dashboard");
    await expect(second.getByRole("heading", { name: /^Welcome,/ })).toBeVisible();
    await first.getByRole("navigation").first().getByRole("button", { name: "Logout" }).click();
    await expect(first).toHaveURL("/");
    await expect(second).toHaveURL("/", { timeout: 10_000 });
    await expect(second.getByRole("navigation").first().getByRole("link", { name: "Member Access" })).toBeVisible();
  });
});

test.describe("roles", () => {
  test("a member sees no Admin link and bounces from /admin/dashboard", async ({ page }) => {
    const member = demoAccount("member");
    await logIn(page, member.email, member.password);
    await expect(page.getByRole("navigation").first().getByRole("link", { name: "Admin" })).toHaveCount(0);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/dashboard");
  });

  test("an admin sees the Admin link and reaches the admin dashboard", async ({ page }) => {
    const admin = demoAccount("admin");
    await logIn(page, admin.email, admin.password);
    await page.getByRole("navigation").first().getByRole("link", { name: "Admin" }).click();
    await expect(page).toHaveURL("/admin/dashboard");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });

  test("a visitor at /admin/dashboard ends up at /login", async ({ page }) => {
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL("/login");
  });
});

// Better Auth also limits reset requests per IP (5 per 15 minutes): with the test below, this spec asks 5 times from 127.0.0.1.
test("asking for reset links too often says how long to wait, in the error toast", async ({ page, request, baseURL }) => {
  // No account: the answers are the same for an address with one and one without (decision 089).
  const email = uniqueEmail("impatient");
  for (let i = 0; i < 3; i++) {
    const asked = await request.post(`${baseURL}/api/auth/request-password-reset`, {
      data: { email, redirectTo: "/reset-password" },
      headers: { origin: baseURL! },
    });
    expect(asked.status()).toBe(200);
  }
  await page.goto("/forgot-password");
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expectToast(page, "Error sending reset link");
  await expect(toasts(page)).toContainText(/Too many reset links were asked for this address\. Please wait 1[45] minutes and try again\./);
  await expect(toasts(page)).not.toContainText("Check your email");
});

test("a forgotten password is reset from the e-mailed link", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("reset");
  await createAccount(request, baseURL!, email);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  // The URL changes before the lazily loaded page replaces the login card, whose
  // own Email field would otherwise take the address (the reset form then stays empty).
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expectToast(page, "Check your email");

  await expect.poll(() => lastMailTo(email)?.includes("Reset your Lead or Be Led password") ?? false).toBe(true);
  const link = lastMailTo(email)!.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel("New Password").fill("Granite-Harbor-77");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expectToast(page, "Password updated");
  await expect(page).toHaveURL("/login");
  await logIn(page, email, "Granite-Harbor-77");
});
