import { expect, type Page } from "@playwright/test";

import { createAccount, expectToast, logIn, PASSWORD, uniqueEmail } from "./helpers.js";
import { test } from "./ready-page.js";

// Passkeys (decision record 056) with Chromium's virtual authenticator (the
// DevTools protocol's WebAuthn domain): a platform authenticator that keeps
// discoverable credentials and answers at once, as a fingerprint would.
// Browsers refuse passkeys for an IP address, so these pages are opened on
// localhost (a trusted origin of a site without PUBLIC_URL, whose relying
// party is "localhost").

test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4319}` });

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}

test("adds a passkey on /account, logs out, and signs in with it alone", async ({ page, request, baseURL }) => {
  const email = uniqueEmail("passkey");
  await createAccount(request, baseURL!, email, "Passkey Member");
  const authenticator = await virtualAuthenticator(page);
  await logIn(page, email);
  await page.goto("/account");

  const passkeys = section(page, "Passkeys");
  await expect(passkeys.getByRole("status")).toContainText("No passkeys yet.");
  await passkeys.getByLabel("Passkey name").fill("E2E laptop");
  await passkeys.getByLabel("Current password").fill(PASSWORD);
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expectToast(page, "Passkey added");
  const list = passkeys.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("E2E laptop");
  expect(await authenticator.credentials()).toHaveLength(1);

  await list.getByRole("button", { name: "Rename E2E laptop" }).click();
  await list.getByLabel("New name for E2E laptop").fill("Field laptop");
  await list.getByRole("button", { name: "Save" }).click();
  await expect(list).toContainText("Field laptop");

  const logOut = async () => {
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expectToast(page, "Logged Out");
  };

  // The login page offers the passkey in the e-mail field's autofill
  // (conditional mediation), which the virtual authenticator accepts at once.
  // The sign-in is held until the field has been seen: on a busy machine the
  // authenticator's answer used to come back, and the page move on to the
  // dashboard, before the field was ever looked at.
  await logOut();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const verify = "**/api/auth/passkey/verify-authentication";
  await page.route(verify, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/login");
  await expect(page.getByLabel("Email")).toHaveAttribute("autocomplete", "username webauthn");
  release();
  await expectToast(page, "Login Successful", "Welcome back!");
  await expect(page).toHaveURL("/dashboard");
  await page.unroute(verify);

  // Without autofill (a browser that has none), the button signs in.
  await page.addInitScript(() => Object.defineProperty(PublicKeyCredential, "isConditionalMediationAvailable", { value: async () => false }));
  await logOut();
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expectToast(page, "Login Successful", "Welcome back!");
  await expect(page).toHaveURL("/dashboard");

  // Deleting it (confirmed) leaves the list empty.
  await page.goto("/account");
  await section(page, "Passkeys").getByRole("button", { name: "Delete Field laptop" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Passkey deleted");
  await expect(section(page, "Passkeys").getByRole("status")).toContainText("No passkeys yet.");
});
