import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_USERNAME, api, createAdmin } from "./support/auth-api";

beforeAll(createAdmin);

describe("POST /logAdmin", () => {
  it("answers a token and the public user on success", async () => {
    const answer = await api.login({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, { address: "198.51.100.1" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(answer.body).sort()).toEqual(["message", "success", "token", "user"]);
    expect(answer.body).toMatchObject({ success: true, message: "Login successful", user: { username: ADMIN_USERNAME, email: ADMIN_EMAIL } });
    expect(Object.keys(answer.body.user).sort()).toEqual(["email", "id", "username"]);
    expect(answer.body.token.split(".")).toHaveLength(3);
  });

  it("refuses a wrong password with 401 and the contract's failure shape", async () => {
    const answer = await api.login({ username: ADMIN_USERNAME, password: "not-the-password" }, { address: "198.51.100.2" });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, code: "unauthorized", message: "Invalid username or password.", error: "Invalid username or password." });
  });

  it("answers an unknown username exactly like a wrong password", async () => {
    const wrong = await api.login({ username: ADMIN_USERNAME, password: "not-the-password" }, { address: "198.51.100.3" });
    const unknown = await api.login({ username: "nobody", password: "not-the-password" }, { address: "198.51.100.3" });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("is case-sensitive about the password and does not trim it", async () => {
    const answer = await api.login({ username: ADMIN_USERNAME, password: ` ${ADMIN_PASSWORD} ` }, { address: "198.51.100.4" });
    expect(answer.status).toBe(401);
  });

  it("requires both fields, with the field's own message", async () => {
    const empty = await api.login({}, { address: "198.51.100.5" });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, message: "Username is required.", error: "Username is required." });
    expect(empty.body.details).toEqual({ username: "Username is required.", password: "Password is required." });

    const noPassword = await api.login({ username: ADMIN_USERNAME, password: "" }, { address: "198.51.100.5" });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe("Password is required.");

    const blankName = await api.login({ username: "   ", password: "x" }, { address: "198.51.100.5" });
    expect(blankName.body.message).toBe("Username is required.");

    const wrongType = await api.login({ username: 42, password: ["x"] }, { address: "198.51.100.5" });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.details).toEqual({ username: "Username is required.", password: "Password is required." });
  });

  it("answers 400 to a body that is not JSON", async () => {
    const answer = await api.login(undefined, { address: "198.51.100.6", rawBody: "{not json" });
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });

  it("records every attempt once, in the activity log, with why a failure failed", async () => {
    const address = "198.51.100.7";
    await api.login({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, { address });
    await api.login({ username: ADMIN_USERNAME, password: "wrong-password" }, { address });
    await api.login({ username: "ghost", password: "wrong-password" }, { address });
    const prisma = await db();
    const entries = await prisma.activity.findMany({ where: { address }, orderBy: { id: "asc" } });
    expect(entries.map(({ action, account_username, details }) => ({ action, account_username, details }))).toEqual([
      { action: "sign_in", account_username: ADMIN_USERNAME, details: null },
      { action: "sign_in_failed", account_username: ADMIN_USERNAME, details: { reason: "wrong_password" } },
      { action: "sign_in_failed", account_username: "ghost", details: { reason: "unknown_user" } },
    ]);
    // The audit trail no longer keeps a second copy of them.
    expect(await prisma.authEvent.count({ where: { ip: address } })).toBe(0);
  });
});
