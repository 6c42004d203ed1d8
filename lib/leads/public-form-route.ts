import { z } from "zod";
import { route } from "@/lib/api/route";
import { config } from "@/lib/config/config";
import { JSON_BODY_LIMIT } from "@/lib/http/read-body";
import { hitRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import type { Arrival, SpamReason } from "./arrival";
import { consumeSolution } from "./proof-of-work";
import { HONEYPOT_FIELD } from "./public-form-fields";

function spamReason(honeypot: unknown, fillMs: number): SpamReason | null {
  const filled = typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null;
  if (filled) return "honeypot";
  return fillMs < config().formMinFillMs ? "too fast" : null;
}

/**
 * A public form's POST (contract §9). The proof of work comes first, before the rate limit and
 * the fields: a robot that skips it costs one signature check, no row and no mail. Then the
 * per-address limit and the form's own schema; the honeypot and the time trap only mark the
 * arrival, for the handler to store the lead as spam and answer as if it were not.
 */
export function publicFormRoute<Schema extends z.core.$ZodType>(
  options: { rateLimit: RateLimitRule; body: Schema },
  handler: (input: z.infer<Schema>, arrival: Arrival) => Promise<Response>,
) {
  return route({ raw: { type: "json", limit: JSON_BODY_LIMIT } }, async ({ raw, ip }) => {
    const { issuedAt } = await consumeSolution(raw.altcha);
    await hitRateLimit(options.rateLimit, ip);
    const input = z.parse(options.body, raw);
    const fillMs = Math.max(0, Date.now() - issuedAt);
    return handler(input, { ip, fillMs, spamReason: spamReason(raw[HONEYPOT_FIELD], fillMs) });
  });
}
