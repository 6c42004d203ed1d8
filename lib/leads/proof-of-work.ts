import "server-only";
import { createHmac } from "node:crypto";
import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Challenge, Payload } from "altcha-lib/v1/types";
import { signingKey } from "@/lib/auth/signing-key";
import { config } from "@/lib/config/config";
import { db } from "@/lib/db";
import { HttpError } from "@/lib/http/http-error";

/** How long a challenge may be solved and posted (its salt's `expires=`). */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const CHALLENGE_FAILED = "The form's spam check did not pass. Please try again.";
/** A payload is a few hundred characters; anything much longer is not one. */
const MAX_PAYLOAD_LENGTH = 2000;
const HEX_64 = /^[0-9a-f]{64}$/;

/** The HMAC key of the challenges, derived from the token-signing key (JWT_SECRET or the key file): never a constant. */
async function hmacKey(): Promise<string> {
  return createHmac("sha256", await signingKey()).update("ecopack:altcha-challenge").digest("hex");
}

/**
 * A fresh challenge (ALTCHA v1, SHA-256). Its salt carries the expiry, the time it was issued
 * (the time trap reads it) and how long a person takes at least (`wait`, for the form to hold a
 * post that early); the signature covers the salt through the challenge hash.
 */
export async function issueChallenge(now = Date.now()): Promise<Challenge> {
  const { altchaMaxNumber, formMinFillMs } = config();
  return createChallenge({
    hmacKey: await hmacKey(),
    maxnumber: altchaMaxNumber,
    expires: new Date(now + CHALLENGE_TTL_MS),
    params: { issued: String(now), wait: String(formMinFillMs) },
  });
}

function decodePayload(value: unknown): Payload | null {
  if (typeof value !== "string" || value.length > MAX_PAYLOAD_LENGTH) return null;
  let payload: Partial<Record<keyof Payload, unknown>>;
  try {
    payload = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
  } catch {
    return null;
  }
  const { algorithm, challenge, number, salt, signature } = payload ?? {};
  const wellFormed =
    algorithm === "SHA-256" &&
    typeof challenge === "string" &&
    HEX_64.test(challenge) &&
    Number.isSafeInteger(number) &&
    (number as number) >= 0 &&
    typeof salt === "string" &&
    salt.length <= 200 &&
    typeof signature === "string" &&
    HEX_64.test(signature);
  return wellFormed ? { algorithm, challenge, number: number as number, salt, signature } : null;
}

const challengeFailed = () => new HttpError(400, CHALLENGE_FAILED, undefined, undefined, "challenge_failed");

/**
 * Checks a form's `altcha` solution: well formed, signed by us, unexpired, solved, and not used
 * before (recorded in `used_challenges`, so it holds across instances and restarts). Only a
 * solution that passes the first four costs a database write. Answers when it was issued.
 */
export async function consumeSolution(value: unknown, now = Date.now()): Promise<{ issuedAt: number }> {
  const payload = decodePayload(value);
  if (!payload) throw challengeFailed();
  const params = extractParams(payload);
  const expiresAt = Number(params.expires) * 1000;
  const issuedAt = Number(params.issued);
  if (!Number.isFinite(expiresAt) || !Number.isFinite(issuedAt) || expiresAt <= now) throw challengeFailed();
  // The expiry was checked above, against the same clock as the rest of this call.
  if (!(await verifySolution(payload, await hmacKey(), false))) throw challengeFailed();
  const { count } = await (await db()).usedChallenge.createMany({ data: [{ signature: payload.signature, expires_at: new Date(expiresAt) }], skipDuplicates: true });
  if (count === 0) throw challengeFailed();
  return { issuedAt };
}
