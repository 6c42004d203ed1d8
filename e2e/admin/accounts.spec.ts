import { ADMIN, expect, expectToast, test } from "./support/admin-test";
import { readMail } from "./support/outbox";
import { expectNoAxeViolations } from "../support/axe";

// Team accounts in the browser (contract §8): an owner invites an editor from the Accounts
// screen, the link is read from the captured mail, the editor sets a password on /admin/invite,
// signs in and finds no owners' screens; both screens pass axe.

const INVITE_SUBJECT = "Your invitation to the admin panel";
const OWNER_EMAIL = "admin@ecopack.test";

test("an owner invites an editor, who sets a password from the mailed link, signs in and sees no Accounts or Settings", async ({ admin, browser }) => {
  test.setTimeout(180_000);
  const username = `e2e-editor-${Date.now().toString(36)}`;
  const email = `${username}@ecopack.test`;
  const password = "editor-e2e-passphrase";

  await admin.goto("/admin/accounts");
  await expect(admin.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: OWNER_EMAIL })).toContainText(new RegExp(`^${ADMIN.username}\\s+\\(you\\)`));
  await expectNoAxeViolations(admin, { where: "/admin/accounts" });

  const invite = admin.getByRole("form", { name: "Invite an administrator" });
  await invite.getByLabel("Username").fill(username);
  await invite.getByLabel("E-mail").fill(email);
  await invite.getByLabel("Role", { exact: true }).selectOption("editor");
  const sent = Date.now() - 1000;
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expectToast(admin, `Invitation sent to ${username}.`);
  const row = admin.getByRole("row").filter({ hasText: username });
  await expect(row.getByText("Invited")).toBeVisible();
  await expect(row.getByLabel(`Role of ${username}`)).toHaveValue("editor");

  const mail = await readMail(INVITE_SUBJECT, sent);
  expect(mail).toContain(`To: ${email}`);
  const token = /\/admin\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(token).toBeTruthy();

  // The editor, in a browser of their own.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const editor = await context.newPage();
  try {
    await editor.goto(`/admin/invite?token=${token}`);
    await expect(editor.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
    // The token leaves the address bar at once.
    await expect(editor).toHaveURL(/\/admin\/invite$/);
    await expectNoAxeViolations(editor, { where: "/admin/invite" });
    await editor.getByLabel("New Password").fill(password);
    await editor.getByLabel("Confirm Password").fill(password);
    await editor.getByRole("button", { name: "Set password" }).click();
    await expect(editor.getByRole("status").filter({ hasText: "Password set: you can sign in now." })).toBeVisible();
    await editor.getByRole("link", { name: "Go to sign in" }).click();

    await expect(editor.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await editor.getByLabel("Username").fill(username);
    await editor.getByLabel("Password", { exact: true }).fill(password);
    await editor.getByRole("button", { name: "Login" }).click();
    await expect(editor).toHaveURL(/\/admin\/dashboard$/);
    const sidebar = editor.getByRole("navigation", { name: "Admin sections" });
    await expect(sidebar.getByRole("link", { name: "Leads" })).toBeVisible();
    // The role is known once the panel has asked for it; then the owners' entries stay away.
    await expect.poll(() => editor.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").role)).toBe("editor");
    await expect(sidebar.getByRole("link", { name: "Accounts" })).toHaveCount(0);
    await expect(sidebar.getByRole("link", { name: "Site settings" })).toHaveCount(0);

    // Opened by address, the owners' screens say who may use them.
    await editor.goto("/admin/accounts");
    await expect(editor.getByRole("alert").filter({ hasText: "Only an owner can manage accounts." })).toBeVisible();
    await editor.goto("/admin/settings");
    await expect(editor.getByRole("alert").filter({ hasText: "Only an owner can change the site settings." })).toBeVisible();

    // The link worked once.
    await editor.goto(`/admin/invite?token=${token}`);
    await editor.getByLabel("New Password").fill("another-e2e-passphrase");
    await editor.getByLabel("Confirm Password").fill("another-e2e-passphrase");
    await editor.getByRole("button", { name: "Set password" }).click();
    await expect(editor.getByRole("alert").filter({ hasText: "already been used" })).toBeVisible();
  } finally {
    await context.close();
  }

  // The owner deletes the account again, after confirming.
  await admin.reload();
  await admin.getByRole("button", { name: `Delete ${username}` }).click();
  const dialog = admin.getByRole("alertdialog");
  await expect(dialog).toContainText(`Delete the account ${username}?`);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expectToast(admin, `Account ${username} deleted.`);
  await expect(admin.getByRole("row").filter({ hasText: username })).toHaveCount(0);
});

test("the last owner cannot be disabled: the server's text is shown and nothing changes", async ({ admin }) => {
  await admin.goto("/admin/accounts");
  const row = admin.getByRole("row").filter({ hasText: OWNER_EMAIL });
  await expect(row.getByText("Active")).toBeVisible();
  await row.getByRole("button", { name: `Disable ${ADMIN.username}` }).click();
  await expectToast(admin, /The last enabled owner cannot be demoted, disabled or deleted/);
  await expect(row.getByText("Active")).toBeVisible();
});
