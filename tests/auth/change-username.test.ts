import { beforeAll, describe, expect, it } from "vitest";
import { backgroundTasksSettled } from "@/lib/server/background-tasks";
import { db } from "@/lib/db";
import { header, readable, readOutbox } from "../mail/support/mail-capture";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_USERNAME, api, bearer, createAdmin, tokenFor } from "./support/auth-api";

beforeAll(createAdmin);

describe("POST /change-username", () => {
  it("renames the administrator; the new name logs in, the old one no longer does", async () => {
    const token = await tokenFor();
    const answer = await api.changeUsername({ newUsername: "  chief  " }, bearer(token));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Username changed successfully", data: { id: expect.any(Number), username: "chief", email: ADMIN_EMAIL } });

    expect((await api.login({ username: "chief", password: ADMIN_PASSWORD })).status).toBe(200);
    expect((await api.login({ username: ADMIN_USERNAME, password: ADMIN_PASSWORD }, { address: "192.0.2.30" })).status).toBe(401);

    // Tokens name the account by id: the session goes on under the new name.
    const dashboard = await api.dashboard({ headers: { authorization: token } });
    expect(dashboard.body.message).toBe("Welcome to the admin dashboard, chief!");

    await backgroundTasksSettled();
    const mail = readable(readOutbox().at(-1)!.raw);
    expect(header(mail, "To")).toBe(ADMIN_EMAIL);
    expect(header(mail, "Subject")).toBe("Your administrator username was changed");
    expect(mail).toContain(`from "${ADMIN_USERNAME}" to "chief"`);

    const entry = await (await db()).activity.findFirstOrThrow({ where: { action: "username_change" }, orderBy: { id: "desc" } });
    expect(entry).toMatchObject({ account_username: "chief", details: { from: ADMIN_USERNAME } });
  });

  it("takes the token from the body", async () => {
    const token = await tokenFor("chief");
    const answer = await api.changeUsername({ newUsername: "boss", token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.username).toBe("boss");
  });

  it("answers 409 when the name is taken", async () => {
    await (await db()).admin.create({ data: { username: "taken", email: "other@ecopack.test", password_hash: "unused" } });
    const token = await tokenFor("boss");
    const answer = await api.changeUsername({ newUsername: "taken" }, bearer(token));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, code: "conflict", message: "Username is already taken.", error: "Username is already taken." });
    expect((await api.login({ username: "boss", password: ADMIN_PASSWORD })).status).toBe(200);
  });

  it("requires a usable new name", async () => {
    const token = await tokenFor("boss");
    const cases: Array<[unknown, string]> = [
      [{}, "New username is required."],
      [{ newUsername: "   " }, "New username is required."],
      [{ newUsername: null }, "New username is required."],
      [{ newUsername: "a".repeat(51) }, "Username must be at most 50 characters long."],
      [{ newUsername: "two words" }, "Username may contain only letters, digits, dots, underscores, hyphens and @."],
      [{ newUsername: "<script>" }, "Username may contain only letters, digits, dots, underscores, hyphens and @."],
      [{ newUsername: "boss" }, "The new username is the same as the current one."],
    ];
    for (const [body, message] of cases) {
      const answer = await api.changeUsername(body, bearer(token));
      expect(answer.status, message).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
    }
  });

  it("answers 401 without a valid token, before looking at the body", async () => {
    expect((await api.changeUsername({ newUsername: "intruder" })).status).toBe(401);
    expect((await api.changeUsername({ newUsername: "intruder", token: "forged" })).status).toBe(401);
    expect((await api.changeUsername({}, bearer("forged"))).status).toBe(401);
    expect(await (await db()).admin.count({ where: { username: "intruder" } })).toBe(0);
  });
});
