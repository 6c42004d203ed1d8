import { PENDING_SETUP_MS } from "@/lib/account/two-factor-setup";
import { RECOVERY_CODE_COUNT } from "@/lib/auth/recovery-codes";
import { TOTP_DIGITS, TOTP_DRIFT_STEPS, TOTP_PERIOD_SECONDS } from "@/lib/auth/totp";
import { disableTwoFactorBody, enableTwoFactorBody, twoFactorPolicyBody } from "@/lib/auth/two-factor-schemas";
import { TWO_FACTOR_TEXT } from "@/lib/auth/two-factor-texts";
import type { ApiOperation } from "./api-operation";
import { successEnvelope } from "./envelopes";
import { requestBodySchema, type JsonSchema } from "./json-schema";

const TAG = "Two-factor sign-in";
const TOTP_RULE = `RFC 6238: SHA-1, ${TOTP_DIGITS} digits, ${TOTP_PERIOD_SECONDS} s steps, ${TOTP_DRIFT_STEPS} step of drift either way; each step's code is accepted once.`;
const SETUP_NOTE = "Served to an account without two factors while an owner requires them for every account (no `two_factor_setup_required`).";

const json = (schema: Parameters<typeof requestBodySchema>[0]) => ({ contentType: "application/json" as const, schema: requestBodySchema(schema) });
const answer = (description: string, schema: JsonSchema) => ({ description, content: { "application/json": schema } });

const STATUS: JsonSchema = {
  type: "object",
  properties: {
    enabled: { type: "boolean" },
    enabled_at: { type: ["string", "null"], format: "date-time" },
    recovery_codes_left: { type: "integer", minimum: 0, maximum: RECOVERY_CODE_COUNT, description: "Unused recovery codes; 0 while two factors are off." },
    required_for_all: { type: "boolean", description: "Whether an owner requires two factors for every account." },
    policy_editable: { type: "boolean", description: "Whether this account may change `required_for_all` (owners only)." },
  },
  required: ["enabled", "enabled_at", "recovery_codes_left", "required_for_all", "policy_editable"],
};

/** The calls of two-factor sign-in (contract §8); the code step of sign-in itself is `POST /logAdmin`'s `otp`. */
export const TWO_FACTOR_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/2fa",
    tag: TAG,
    summary: "The signed-in account's two-factor status",
    description: `${SETUP_NOTE} Never cached.`,
    auth: "header",
    responses: { 200: answer(TWO_FACTOR_TEXT.status, successEnvelope(STATUS)) },
  },
  {
    method: "post",
    path: "/api/admin/2fa/setup",
    tag: TAG,
    summary: "Start setting up two-factor sign-in",
    description:
      `A new TOTP secret (${TOTP_RULE}), kept encrypted and pending until \`/api/admin/2fa/enable\` confirms a first code from it within ${PENDING_SETUP_MS / 60_000} minutes; calling again replaces it. ` +
      `\`qr_svg\` is \`otpauth_url\` as a QR code, an SVG document made by the server. 409 while two factors are already on. ${SETUP_NOTE} Never cached.`,
    auth: "header",
    responses: {
      200: answer(
        TWO_FACTOR_TEXT.setupStarted,
        successEnvelope({
          type: "object",
          properties: {
            secret: { type: "string", description: "The secret in base32, to type into an app that cannot scan." },
            otpauth_url: { type: "string", description: "`otpauth://totp/<site>:<username>?secret=…&issuer=<site>&algorithm=SHA1&digits=6&period=30`" },
            qr_svg: { type: "string", description: "An SVG document." },
          },
          required: ["secret", "otpauth_url", "qr_svg"],
        }),
      ),
    },
    failures: [409],
  },
  {
    method: "post",
    path: "/api/admin/2fa/enable",
    tag: TAG,
    summary: "Turn two-factor sign-in on",
    description:
      `\`code\`: a current code from the pending secret. Answers ${RECOVERY_CODE_COUNT} single-use recovery codes, shown only this once (only their hashes are kept; any earlier ones stop working). ` +
      `A wrong code: 400 naming \`code\`; no pending set-up (or one older than ${PENDING_SETUP_MS / 60_000} minutes), or two factors already on: 409. ${SETUP_NOTE} Never cached.`,
    auth: "header",
    body: json(enableTwoFactorBody),
    responses: {
      200: answer(
        TWO_FACTOR_TEXT.enabled,
        successEnvelope({
          type: "object",
          properties: { recovery_codes: { type: "array", items: { type: "string", pattern: "^[a-z2-7]{4}(-[a-z2-7]{4}){3}$" }, minItems: RECOVERY_CODE_COUNT, maxItems: RECOVERY_CODE_COUNT } },
          required: ["recovery_codes"],
        }),
      ),
    },
    failures: [409],
  },
  {
    method: "post",
    path: "/api/admin/2fa/disable",
    tag: TAG,
    summary: "Turn two-factor sign-in off",
    description:
      "Takes the account's `password` and a `code`: a current TOTP code or an unused recovery code. A wrong one is a 400 naming the field (not a 401: the token is fine) and counts against the sign-in's rate limit. " +
      "Its recovery codes stop working, and the account's e-mail is told. 409 when two factors are not on.",
    auth: "header",
    rateLimited: true,
    body: json(disableTwoFactorBody),
    responses: { 200: answer(TWO_FACTOR_TEXT.disabled, successEnvelope()) },
    failures: [409, 503],
  },
  {
    method: "put",
    path: "/api/admin/2fa/policy",
    tag: TAG,
    summary: "Require two-factor sign-in for every account (owners only)",
    description:
      "`required: true`: every signed-in account without two factors gets 403 `two_factor_setup_required` on every protected call except this group's status, set-up and enable calls and `/logout`, until it has set them up. " +
      "An owner turns it on only with two factors on for their own account (else 409). An editor gets 403 `forbidden`.",
    auth: "header",
    body: json(twoFactorPolicyBody),
    responses: {
      200: answer(`"${TWO_FACTOR_TEXT.policyOn}" or "${TWO_FACTOR_TEXT.policyOff}"`, successEnvelope({ type: "object", properties: { required_for_all: { type: "boolean" } }, required: ["required_for_all"] })),
    },
    failures: [409],
  },
];
