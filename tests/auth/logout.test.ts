import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { pruneExpiredRows } from "@/lib/rate-limit/prune-expired";
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

  it("keeps the revocation until the token's own expiry, and leaves other tokens alone", async () => {
    const kept = await tokenFor();
    const token = await tokenFor();
    await api.logout(undefined, { headers: { authorization: token } });
    const { jti, exp } = claimsOf(token);
    const row = await (await db()).revokedToken.findUniqueOrThrow({ where: { jti } });
    expect(row.expires_at.getTime()).toBe(exp * 1000);
    expect((await api.dashboard(bearer(kept))).status).toBe(200);
  });

  it("prunes revocations whose tokens have expired", async () => {
    const prisma = await db();
    const admin = await prisma.admin.findFirstOrThrow();
    await prisma.revokedToken.create({ data: { jti: "long-gone", admin_id: admin.id, expires_at: new Date(Date.now() - 1000) } });
    const token = await tokenFor();
    await api.logout(undefined, bearer(token));
    await pruneExpiredRows();
    expect(await prisma.revokedToken.findUnique({ where: { jti: "long-gone" } })).toBeNull();
    expect(await prisma.revokedToken.findUnique({ where: { jti: claimsOf(token).jti } })).not.toBeNull();
  });

  it("answers 401 without a token", async () => {
    const answer = await api.logout({});
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });
});
