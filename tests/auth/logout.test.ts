import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { api, bearer, createAdmin, tokenFor } from "./support/auth-api";

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString("utf8"));

beforeAll(createAdmin);

describe("POST /logout", () => {
  it("revokes the token from the Authorization header for real", async () => {
    const token = await tokenFor();
    expect((await api.dashboard(bearer(token))).status).toBe(200);

    const answer = await api.logout(undefined, bearer(token));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: "Logged out successfully." });

    expect((await api.dashboard(bearer(token))).status).toBe(401);
    expect((await api.dashboard({ headers: { authorization: token } })).status).toBe(401);
    expect((await api.logout(undefined, bearer(token))).status).toBe(401);
    expect((await api.changeUsername({ newUsername: "someone" }, bearer(token))).status).toBe(401);
  });

  it("accepts the token as `token` in the JSON body", async () => {
    const token = await tokenFor();
    const answer = await api.logout({ token });
    expect(answer.status).toBe(200);
    expect((await api.dashboard(bearer(token))).status).toBe(401);
    expect((await api.logout({ token })).status).toBe(401);
  });

  it("ends only this token's session: another token of the same account keeps working", async () => {
    const kept = await tokenFor();
    const token = await tokenFor();
    await api.logout(undefined, { headers: { authorization: token } });
    const prisma = await db();
    expect((await prisma.adminSession.findUniqueOrThrow({ where: { id: claimsOf(token).sid } })).ended_at).not.toBeNull();
    expect((await prisma.adminSession.findUniqueOrThrow({ where: { id: claimsOf(kept).sid } })).ended_at).toBeNull();
    expect((await api.dashboard(bearer(token))).status).toBe(401);
    expect((await api.dashboard(bearer(kept))).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const answer = await api.logout({});
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });
});
