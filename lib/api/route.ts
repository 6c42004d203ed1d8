import "server-only";
import { z } from "zod";
import { requireAdmin, tokenFrom, type AdminSession } from "@/lib/auth/require-admin";
import { hitRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { clientAddress } from "@/lib/http/client-address";
import { errorResponse } from "@/lib/http/envelope";
import { forbidden } from "@/lib/http/http-error";
import { ACCOUNT_TEXT } from "@/lib/auth/auth-texts";
import { checkBodyHeaders, JSON_BODY_LIMIT, PRE_AUTH_BODY_LIMIT, readBody, type BodyType } from "@/lib/http/read-body";
import { refuseCrossSite } from "@/lib/http/same-origin";

type Params = Record<string, string | string[] | undefined>;

export interface RouteContext<Body, Auth extends boolean> {
  request: Request;
  params: Params;
  ip: string;
  body: Body;
  /** The body as a plain object when the route declares `raw` (files kept as File); `{}` otherwise. */
  raw: Record<string, unknown>;
  session: Auth extends true ? AdminSession : null;
}

/** How a body is read: its type (anything else is a 415) and its cap in bytes (past it, a 413). */
export interface BodyRule {
  type: BodyType;
  limit: number;
}

interface RouteOptions<Schema extends z.core.$ZodType | undefined, Auth extends boolean> {
  /** Require a signed-in administrator (contract §3). The token is checked before the body is read. */
  auth?: Auth;
  /**
   * The token may also come as `token` in the JSON body (`/change-username`, `/logout`, contract §3):
   * without a header token, at most PRE_AUTH_BODY_LIMIT bytes are read to find it.
   */
  tokenInBody?: boolean;
  /** With `auth`: owners only (accounts, site settings, backups: contract §8); an editor's token gets 403 `forbidden`. */
  owner?: boolean;
  /** Served while the administrator must still change the generated first password (logging out). */
  beforePasswordChange?: boolean;
  /** Served while two factors are required for every account and this one has none yet (their set-up, logging out). */
  beforeTwoFactorSetup?: boolean;
  /** Counted per client address on every call. */
  rateLimit?: RateLimitRule;
  /** A JSON object (at most JSON_BODY_LIMIT) parsed by this schema; a failure is a 400 with `details`. */
  body?: Schema;
  /** A body handed to the handler as a plain object (`raw`) for it to validate: content definitions. */
  raw?: BodyRule;
}

/** What a handler made by route() declares, readable on it as `declared` (the API document's tests hold the document to it). */
export interface DeclaredRoute {
  auth: boolean;
  owner: boolean;
  tokenInBody: boolean;
  rateLimited: boolean;
  body?: z.core.$ZodType;
  raw?: BodyRule;
}

type BodyOf<Schema> = Schema extends z.core.$ZodType ? z.infer<Schema> : undefined;

/**
 * The one wrapper around every route handler: cross-site refusal, body limits, auth, rate
 * limit, body parsing and error mapping happen here, so a handler body is the domain call and
 * nothing else.
 */
export function route<Schema extends z.core.$ZodType | undefined = undefined, Auth extends boolean = false>(
  options: RouteOptions<Schema, Auth>,
  handler: (ctx: RouteContext<BodyOf<Schema>, Auth>) => Promise<Response>,
) {
  const declared: DeclaredRoute = {
    auth: Boolean(options.auth || options.owner),
    owner: Boolean(options.owner),
    tokenInBody: Boolean(options.tokenInBody),
    rateLimited: Boolean(options.rateLimit),
    body: options.body,
    raw: options.raw,
  };
  const handle = async (request: Request, context?: { params?: Promise<Params> }): Promise<Response> => {
    try {
      // Refusals decided by the headers alone come first: they cost nothing.
      refuseCrossSite(request);
      const rule: BodyRule | undefined = options.body ? { type: "json", limit: JSON_BODY_LIMIT } : options.raw;
      if (rule) checkBodyHeaders(request, rule.type, rule.limit);
      const ip = clientAddress(request);
      const params = (await context?.params) ?? {};
      if (options.rateLimit) await hitRateLimit(options.rateLimit, ip);
      let raw: Record<string, unknown> | undefined;
      let session: AdminSession | null = null;
      if (options.auth || options.owner) {
        // A stranger's body is never read: only a call that may carry its token in the body
        // is read first, and then only a few KB of it.
        if (rule && options.tokenInBody && !tokenFrom(request)) raw = await readBody(request, rule.type, Math.min(rule.limit, PRE_AUTH_BODY_LIMIT));
        session = await requireAdmin(request, raw?.token, { beforePasswordChange: options.beforePasswordChange, beforeTwoFactorSetup: options.beforeTwoFactorSetup });
        if (options.owner && session.admin.role !== "owner") throw forbidden(ACCOUNT_TEXT.ownersOnly);
      }
      if (rule && raw === undefined) raw = await readBody(request, rule.type, rule.limit);
      // z.parse takes the browser-sized zod/mini schemas of the public forms as well.
      const body = options.body ? z.parse(options.body, raw) : undefined;
      return await handler({ request, params, ip, body, raw: raw ?? {}, session } as RouteContext<BodyOf<Schema>, Auth>);
    } catch (error) {
      return errorResponse(error);
    }
  };
  return Object.assign(handle, { declared });
}
