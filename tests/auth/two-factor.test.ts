// Two-factor sign-in by TOTP (contract §8) through the real route handlers and database: set-up,
// enable, sign-in with a code or a recovery code, each used once, wrong codes in the login's rate
// limit, disable with password and code (and its mail), the secret never stored in clear, an OTP
// password reset that leaves two factors on, and "require two factors for every account".
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import * as tar from "tar";
import { describe, expect, it } from "vitest";
import { GET as statusRoute } from "@/app/api/admin/2fa/route";
import { POST as disableRoute } from "@/app/api/admin/2fa/disable/route";
import { POST as enableRoute } from "@/app/api/admin/2fa/enable/route";
import { PUT as policyRoute } from "@/app/api/admin/2fa/policy/route";
import { POST as setupRoute } from "@/app/api/admin/2fa/setup/route";
import { GET as trashRoute } from "@/app/api/admin/trash/route";
import { openApiDocument } from "@/lib/api-docs/openapi-document";
import { createBackup } from "@/lib/backup/backup-archive";
import { PASSWORD_FAILURE_LIMITS } from "@/lib/auth/auth-limits";
import { hashPassword, onPasswordCheck } from "@/lib/auth/password-hash";
import { decryptSecret, encryptSecret } from "@/lib/auth/two-factor-cipher";
import { db } from "@/lib/db";
import { backgroundTasksSettled } from "@/lib/server/background-tasks";
import { header, otpFrom, readable, readOutbox } from "../mail/support/mail-capture";
import { answerValidator } from "../api-docs/document-schema";
import { api, bearer, call, type Answer } from "./support/auth-api";
import { tamperMiddle } from "../support/tamper";

const prisma = await db();
const { expectValid } = answerValidator(openApiDocument());
const PASSWORD = "a-long-enough-password-1";

let nextAddress = 1;
/** A fresh client address per sign-in series, so one test's rate limits never touch another's. */
const freshAddress = () => `198.51.100.${100 + nextAddress++}`;

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A code of the right shape that is none of the current window's. */
function wrongCode(secret: string): string {
  const taken = new Set([-1, 0, 1].map((steps) => codeFor(secret, steps)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!taken.has(candidate)) return candidate;
  }
}

const endpoints = {
  status: (token: string) => call(statusRoute, "GET", "/api/admin/2fa", undefined, bearer(token)),
  setup: (token: string) => call(setupRoute, "POST", "/api/admin/2fa/setup", undefined, bearer(token)),
  enable: (token: string, body: unknown) => call(enableRoute, "POST", "/api/admin/2fa/enable", body, bearer(token)),
  disable: (token: string, body: unknown, address?: string) => call(disableRoute, "POST", "/api/admin/2fa/disable", body, { ...bearer(token), address }),
  policy: (token: string, body: unknown) => call(policyRoute, "PUT", "/api/admin/2fa/policy", body, bearer(token)),
  /** Any protected call: the trash list stands for all of them. */
  protectedCall: (token: string) => call(trashRoute, "GET", "/api/admin/trash", undefined, bearer(token)),
};

interface Account {
  id: number;
  username: string;
  email: string;
  token: string;
}

let accounts = 0;
async function newAccount(role: "owner" | "editor" = "owner"): Promise<Account> {
  const username = `person-${++accounts}`;
  const email = `${username}@ecopack.test`;
  const admin = await prisma.admin.create({ data: { username, email, role, password_hash: await hashPassword(PASSWORD) } });
  const login = await api.login({ username, password: PASSWORD }, { address: freshAddress() });
  expect(login.status).toBe(200);
  return { id: admin.id, username, email, token: login.body.token };
}

/** Sets two factors up for the account the way the screen does; answers the secret, the code spent on it and the recovery codes. */
async function turnOn(account: Account): Promise<{ secret: string; spent: string; codes: string[] }> {
  const setup = await endpoints.setup(account.token);
  expect(setup.status).toBe(200);
  const spent = codeFor(setup.body.data.secret);
  const enabled = await endpoints.enable(account.token, { code: spent });
  expect(enabled.status).toBe(200);
  return { secret: setup.body.data.secret, spent, codes: enabled.body.data.recovery_codes };
}

function expectCodeRequired(answer: Answer, message = "Enter the code from your authenticator app, or a recovery code.") {
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({ success: false, code: "two_factor_required", message, error: message });
}
const INVALID_CODE = "The code is wrong, expired or already used.";

describe("set-up and enable", () => {
  it("answers a secret, its otpauth address and a QR code, and keeps the secret only encrypted", async () => {
    const account = await newAccount();
    const setup = await endpoints.setup(account.token);
    expect(setup.status).toBe(200);
    expect(setup.headers.get("cache-control")).toBe("no-store");
    expectValid(setup.body, "/api/admin/2fa/setup", "post", 200);
    const { secret, otpauth_url, qr_svg } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    const issuer = url.searchParams.get("issuer");
    expect(issuer).toBeTruthy();
    expect(decodeURIComponent(url.pathname)).toBe(`/${issuer}:${account.username}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ secret, algorithm: "SHA1", digits: "6", period: "30" });
    expect(qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);

    const row = await prisma.twoFactor.findUniqueOrThrow({ where: { admin_id: account.id } });
    expect(row.enabled_at).toBeNull();
    expect(row.secret).toBeNull();
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(await decryptSecret(account.id, row.pending_secret!)).toBe(secret);
    // Sign-in is unchanged until a first code confirms the secret.
    expect((await api.login({ username: account.username, password: PASSWORD }, { address: freshAddress() })).status).toBe(200);
    expectValid((await endpoints.status(account.token)).body, "/api/admin/2fa", "get", 200);
  });

  it("turns on with a right first code and answers 10 distinct recovery codes, stored hashed", async () => {
    const account = await newAccount();
    const { secret } = (await endpoints.setup(account.token)).body.data;

    const wrong = await endpoints.enable(account.token, { code: wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, code: "invalid_field", message: INVALID_CODE, details: { code: INVALID_CODE } });
    expect((await endpoints.enable(account.token, {})).body).toMatchObject({ code: "invalid_field", details: { code: "Code is required." } });

    const enabled = await endpoints.enable(account.token, { code: codeFor(secret) });
    expect(enabled.status).toBe(200);
    expectValid(enabled.body, "/api/admin/2fa/enable", "post", 200);
    const codes: string[] = enabled.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Only the right code's enable is in the activity log, once.
    expect(await prisma.activity.findMany({ where: { account_id: account.id, action: "two_factor_change" }, select: { details: true } })).toEqual([{ details: { enabled: true } }]);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    const row = await prisma.twoFactor.findUniqueOrThrow({ where: { admin_id: account.id } });
    expect(row.enabled_at).toBeInstanceOf(Date);
    expect(row.pending_secret).toBeNull();
    expect(row.secret).not.toContain(secret);
    expect(await decryptSecret(account.id, row.secret!)).toBe(secret);
    const stored = await prisma.recoveryCode.findMany({ where: { admin_id: account.id } });
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of codes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replaceAll("-", ""));
    }

    const status = await endpoints.status(account.token);
    expect(status.body.data).toMatchObject({ enabled: true, recovery_codes_left: 10, required_for_all: false });
    // A second set-up or enable while on is a conflict, not a silent replacement.
    expect((await endpoints.setup(account.token)).status).toBe(409);
    expect((await endpoints.enable(account.token, { code: codeFor(secret, 1) })).status).toBe(409);
  });

  it("refuses enable without a set-up, or with one older than 30 minutes", async () => {
    const account = await newAccount();
    const none = await endpoints.enable(account.token, { code: "123456" });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe("conflict");
    const { secret } = (await endpoints.setup(account.token)).body.data;
    await prisma.twoFactor.update({ where: { admin_id: account.id }, data: { pending_at: new Date(Date.now() - 31 * 60_000) } });
    expect((await endpoints.enable(account.token, { code: codeFor(secret) })).status).toBe(409);
  });

  it("keeps the secret sealed to its account: a ciphertext copied onto another account does not open", async () => {
    const sealed = await encryptSecret(41, "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(await decryptSecret(41, sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(await decryptSecret(42, sealed)).toBeNull();
    expect(await decryptSecret(41, tamperMiddle(sealed))).toBeNull();
    expect(await decryptSecret(41, "not a ciphertext")).toBeNull();
    expect(await encryptSecret(41, "JBSWY3DPEHPK3PXP")).not.toBe(sealed);
  });

  it("leaves no secret or recovery code in clear in a backup archive", async () => {
    const account = await newAccount();
    const { secret, codes } = await turnOn(account);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "two-factor-backup-"));
    try {
      const archive = path.join(folder, "backup.tar.gz");
      await createBackup({ file: archive, prisma, database: process.env.DATABASE_URL ? "postgres" : "pglite", uploadFolder: null });
      const unpacked = path.join(folder, "unpacked");
      fs.mkdirSync(unpacked);
      await tar.extract({ file: archive, cwd: unpacked });
      const everything = (fs.readdirSync(unpacked, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
        .join("\n");
      // The rows are there, sealed: the archive restores two-factor sign-in on this server.
      expect(everything).toContain(`"admin_id":${account.id}`);
      for (const clear of [secret, secret.toLowerCase(), ...codes, ...codes.map((code) => code.replaceAll("-", ""))]) expect(everything).not.toContain(clear);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("needs a token", async () => {
    const answer = await call(setupRoute, "POST", "/api/admin/2fa/setup");
    expect(answer.status).toBe(401);
  });
});

describe("sign-in with two factors on", () => {
  it("answers two_factor_required without a code, and no token", async () => {
    const account = await newAccount();
    await turnOn(account);
    const address = freshAddress();
    expectCodeRequired(await api.login({ username: account.username, password: PASSWORD }, { address }));
    expectCodeRequired(await api.login({ username: account.username, password: PASSWORD, otp: "" }, { address }));
    // A wrong password still says only that.
    const wrong = await api.login({ username: account.username, password: "not-the-password", otp: "123456" }, { address });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("unauthorized");
  });

  it("answers the usual login with a current code, and refuses that code (and the set-up's) a second time", async () => {
    const account = await newAccount();
    const { secret, spent } = await turnOn(account);
    const address = freshAddress();
    // The code that turned two factors on was spent then (the current code may be the next
    // step's by now, so the test keeps the one it sent).
    expectCodeRequired(await api.login({ username: account.username, password: PASSWORD, otp: spent }, { address }), INVALID_CODE);

    const next = codeFor(secret, 1);
    const signedIn = await api.login({ username: account.username, password: PASSWORD, otp: next }, { address });
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.body).sort()).toEqual(["message", "success", "token", "user"]);
    expect(signedIn.body).toMatchObject({ success: true, message: "Login successful", user: { id: account.id, username: account.username, email: account.email } });
    expect((await api.dashboard(bearer(signedIn.body.token))).status).toBe(200);

    expectCodeRequired(await api.login({ username: account.username, password: PASSWORD, otp: next }, { address }), INVALID_CODE);
    // An older step than the last one used is refused too.
    expectCodeRequired(await api.login({ username: account.username, password: PASSWORD, otp: codeFor(secret, -1) }, { address }), INVALID_CODE);
  });

  it("costs one bcrypt comparison, right code or wrong", async () => {
    const account = await newAccount();
    const { secret } = await turnOn(account);
    let compares = 0;
    const stop = onPasswordCheck(() => compares++);
    try {
      expect((await api.login({ username: account.username, password: PASSWORD, otp: wrongCode(secret) }, { address: freshAddress() })).status).toBe(401);
      expect(compares).toBe(1);
      expect((await api.login({ username: account.username, password: PASSWORD, otp: codeFor(secret, 1) }, { address: freshAddress() })).status).toBe(200);
      expect(compares).toBe(2);
    } finally {
      stop();
    }
  });

  it("spends the same code once when two sign-ins race with it", async () => {
    const account = await newAccount();
    const { secret } = await turnOn(account);
    const otp = codeFor(secret, 1);
    // Two at once: as many as the hashing slots take (MAX_CONCURRENT_HASHES), so both reach the code.
    const answers = await Promise.all([freshAddress(), freshAddress()].map((address) => api.login({ username: account.username, password: PASSWORD, otp }, { address })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it("takes a recovery code once, typed in any case and without hyphens", async () => {
    const account = await newAccount();
    const { codes } = await turnOn(account);
    const address = freshAddress();
    const first = await api.login({ username: account.username, password: PASSWORD, otp: codes[0] }, { address });
    expect(first.status).toBe(200);
    expect(first.body.token).toBeTruthy();
    expectCodeRequired(await api.login({ username: account.username, password: PASSWORD, otp: codes[0] }, { address }), INVALID_CODE);

    const typed = codes[1].toUpperCase().replaceAll("-", " ");
    expect((await api.login({ username: account.username, password: PASSWORD, otp: typed }, { address })).status).toBe(200);
    const used = await prisma.recoveryCode.count({ where: { admin_id: account.id, used_at: { not: null } } });
    expect(used).toBe(2);
    expect((await endpoints.status(account.token)).body.data.recovery_codes_left).toBe(8);
    // Another account's code is no code here.
    const other = await newAccount();
    const { codes: otherCodes } = await turnOn(other);
    expectCodeRequired(await api.login({ username: account.username, password: PASSWORD, otp: otherCodes[0] }, { address }), INVALID_CODE);
  });

  it("counts wrong codes against the login's rate limit, and then refuses even a right one (429)", async () => {
    const account = await newAccount();
    const { secret } = await turnOn(account);
    const address = freshAddress();
    const limit = PASSWORD_FAILURE_LIMITS.perAddressAndUser.limit;
    for (let attempt = 1; attempt <= limit; attempt++) {
      expectCodeRequired(await api.login({ username: account.username, password: PASSWORD, otp: wrongCode(secret) }, { address }), INVALID_CODE);
    }
    const limited = await api.login({ username: account.username, password: PASSWORD, otp: codeFor(secret, 1) }, { address });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const failures = await prisma.activity.findMany({ where: { address }, orderBy: { id: "asc" } });
    expect(failures.map(({ action, account_id, details }) => ({ action, account_id, details }))).toEqual(Array(limit).fill({ action: "sign_in_failed", account_id: account.id, details: { reason: "wrong_code" } }));
    const events = await prisma.authEvent.findMany({ where: { ip: address }, orderBy: { id: "asc" } });
    expect(events.map((event) => event.outcome)).toEqual(["rate_limited"]);
    // Another address is not locked out by these guesses.
    expect((await api.login({ username: account.username, password: PASSWORD, otp: codeFor(secret, 1) }, { address: freshAddress() })).status).toBe(200);
  });

  it("never counts a right code, nor the step that asks for one", async () => {
    const account = await newAccount();
    const { codes } = await turnOn(account);
    const address = freshAddress();
    for (let i = 0; i < PASSWORD_FAILURE_LIMITS.perAddressAndUser.limit + 1; i++) {
      expectCodeRequired(await api.login({ username: account.username, password: PASSWORD }, { address }));
    }
    for (const code of codes.slice(0, 6)) expect((await api.login({ username: account.username, password: PASSWORD, otp: code }, { address })).status).toBe(200);
  });

  it("stays on after a password reset by OTP", async () => {
    const account = await newAccount();
    const { secret } = await turnOn(account);
    const address = freshAddress();
    await backgroundTasksSettled();
    const before = readOutbox().length;
    expect((await api.forgotPassword({ username: account.username }, { address })).status).toBe(200);
    await backgroundTasksSettled();
    const mail = readable(readOutbox()[before]!.raw);
    expect(header(mail, "To")).toBe(account.email);
    const reset = await api.verifyOtp({ username: account.username, otp: otpFrom(mail), newPassword: "the-new-password-22", confirmPassword: "the-new-password-22" }, { address });
    expect(reset.status).toBe(200);

    expect((await prisma.twoFactor.findUniqueOrThrow({ where: { admin_id: account.id } })).enabled_at).toBeInstanceOf(Date);
    expectCodeRequired(await api.login({ username: account.username, password: "the-new-password-22" }, { address }));
    expect((await api.login({ username: account.username, password: "the-new-password-22", otp: codeFor(secret, 1) }, { address })).status).toBe(200);
  });

  it("leaves an account without two factors signing in exactly as before, any otp ignored", async () => {
    const account = await newAccount();
    const plain = await api.login({ username: account.username, password: PASSWORD }, { address: freshAddress() });
    const withOtp = await api.login({ username: account.username, password: PASSWORD, otp: "123456" }, { address: freshAddress() });
    for (const answer of [plain, withOtp]) {
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(["message", "success", "token", "user"]);
    }
  });
});

describe("disable", () => {
  it("needs the password and a code, mails the account, and signs in with a password alone afterwards", async () => {
    const account = await newAccount();
    const { secret, codes } = await turnOn(account);
    const address = freshAddress();

    const wrongPassword = await endpoints.disable(account.token, { password: "not-the-password", code: codeFor(secret, 1) }, address);
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toMatchObject({ code: "invalid_field", details: { password: "The password is wrong." } });
    const wrongCodeAnswer = await endpoints.disable(account.token, { password: PASSWORD, code: wrongCode(secret) }, address);
    expect(wrongCodeAnswer.status).toBe(400);
    expect(wrongCodeAnswer.body).toMatchObject({ code: "invalid_field", details: { code: INVALID_CODE } });
    expect((await endpoints.disable(account.token, { password: PASSWORD }, address)).body.details).toEqual({ code: "Code is required." });
    expect((await prisma.twoFactor.findUniqueOrThrow({ where: { admin_id: account.id } })).enabled_at).toBeInstanceOf(Date);

    await backgroundTasksSettled();
    const before = readOutbox().length;
    const off = await endpoints.disable(account.token, { password: PASSWORD, code: codes[3] }, address);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ success: true, message: "Two-factor sign-in is off." });
    expect(await prisma.twoFactor.count({ where: { admin_id: account.id } })).toBe(0);
    expect(await prisma.recoveryCode.count({ where: { admin_id: account.id } })).toBe(0);

    await backgroundTasksSettled();
    const mails = readOutbox().slice(before).map((entry) => readable(entry.raw));
    expect(mails).toHaveLength(1);
    expect(header(mails[0]!, "To")).toBe(account.email);
    expect(header(mails[0]!, "Subject")).toBe("Two-factor sign-in was turned off on your account");
    expect(mails[0]).toContain(`Two-factor sign-in was turned off on your account "${account.username}"`);
    expect(mails[0]).toContain(address);

    const login = await api.login({ username: account.username, password: PASSWORD }, { address: freshAddress() });
    expect(login.status).toBe(200);
    expect((await endpoints.disable(account.token, { password: PASSWORD, code: codeFor(secret, 1) }, address)).status).toBe(409);
  });

  it("takes a current TOTP code as well, and counts wrong tries against the password limit", async () => {
    const account = await newAccount();
    const { secret } = await turnOn(account);
    const address = freshAddress();
    for (let i = 0; i < PASSWORD_FAILURE_LIMITS.perAddressAndUser.limit; i++) {
      expect((await endpoints.disable(account.token, { password: `wrong-${i}`, code: codeFor(secret, 1) }, address)).status).toBe(400);
    }
    expect((await endpoints.disable(account.token, { password: PASSWORD, code: codeFor(secret, 1) }, address)).status).toBe(429);
    const off = await endpoints.disable(account.token, { password: PASSWORD, code: codeFor(secret, 1) }, freshAddress());
    expect(off.status).toBe(200);
  });
});

describe("require two factors for every account", () => {
  it("is an owner's setting, turned on only with the owner's own two factors on", async () => {
    const owner = await newAccount("owner");
    const editor = await newAccount("editor");
    expect((await endpoints.status(owner.token)).body.data.policy_editable).toBe(true);
    expect((await endpoints.status(editor.token)).body.data.policy_editable).toBe(false);
    const refused = await endpoints.policy(editor.token, { required: true });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("forbidden");
    const withoutOwn = await endpoints.policy(owner.token, { required: true });
    expect(withoutOwn.status).toBe(409);
    expect(withoutOwn.body.message).toBe("Turn on two-factor sign-in for your own account first.");
    expect((await endpoints.policy(owner.token, { required: "yes" })).status).toBe(400);
    expect((await endpoints.policy(owner.token, { required: false })).status).toBe(200);
  });

  it("sends every account without two factors to set them up, and lets it do nothing else meanwhile", async () => {
    const owner = await newAccount("owner");
    await turnOn(owner);
    const editor = await newAccount("editor");
    try {
      const on = await endpoints.policy(owner.token, { required: true });
      expect(on.status).toBe(200);
      expect(on.body).toEqual({ success: true, message: "Two-factor sign-in is now required for every account.", data: { required_for_all: true } });

      // The editor's token stays valid, but only the set-up, its status and logging out answer.
      const refused = await endpoints.protectedCall(editor.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        success: false,
        code: "two_factor_setup_required",
        message: "Two-factor sign-in is required for every account: set it up before anything else.",
        error: "Two-factor sign-in is required for every account: set it up before anything else.",
      });
      expect((await api.dashboard(bearer(editor.token))).body.code).toBe("two_factor_setup_required");
      expect((await api.changeUsername({ newUsername: "someone-else" }, bearer(editor.token))).body.code).toBe("two_factor_setup_required");
      expect((await endpoints.disable(editor.token, { password: PASSWORD, code: "123456" })).body.code).toBe("two_factor_setup_required");
      // Signing in still works: the panel then sends the account to the set-up screen.
      const fresh = await api.login({ username: editor.username, password: PASSWORD }, { address: freshAddress() });
      expect(fresh.status).toBe(200);
      expect((await endpoints.status(fresh.body.token)).body.data).toMatchObject({ enabled: false, required_for_all: true });
      // The owner, with two factors on, is not held up.
      expect((await endpoints.protectedCall(owner.token)).status).toBe(200);

      await turnOn(editor);
      expect((await endpoints.protectedCall(editor.token)).status).toBe(200);

      const someoneElse = await newAccount("editor");
      expect((await api.logout({}, bearer(someoneElse.token))).status).toBe(200);
      expect((await endpoints.protectedCall(someoneElse.token)).status).toBe(401);
    } finally {
      await endpoints.policy(owner.token, { required: false });
    }
    expect((await endpoints.status(owner.token)).body.data.required_for_all).toBe(false);
  });
});
