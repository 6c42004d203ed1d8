import type { z } from "zod";
import { requireAdmin, tokenFrom, type AdminSession } from "@/lib/auth/require-admin";
import { hitRateLimit, type RateLimitRule } from "@/lib/rate-limit/rate-limit";
import { clientAddress } from "./client-address";
import { errorResponse } from "./envelope";
import { badRequest } from "./http-error";

type Params = Record<string, string | string[] | undefined>;

export interface RouteContext<Body, Auth extends boolean> {
  request: Request;
  params: Params;
  ip: string;
  body: Body;
  session: Auth extends true ? AdminSession : null;
}

interface RouteOptions<Schema extends z.ZodType | undefined, Auth extends boolean> {
  /** Require a signed-in administrator (contract §3). */
  auth?: Auth;
  /** Counted per client address on every call. */
  rateLimit?: RateLimitRule;
  /** Parses the JSON or form body; a failure is a 400 with `details`. */
  body?: Schema;
}

type BodyOf<Schema> = Schema extends z.ZodType ? z.infer<Schema> : undefined;

/** Reads a JSON, multipart or url-encoded body into a plain object (files kept as File). */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data") || type.includes("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw badRequest("The form data could not be read.");
    }
    const out: Record<string, unknown> = {};
    for (const [key, value] of form.entries()) {
      const existing = out[key];
      if (existing === undefined) out[key] = value;
      else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    return out;
  }
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
    return parsed as Record<string, unknown>;
  } catch {
    throw badRequest("The request body must be a JSON object.");
  }
}

/**
 * The one wrapper around every route handler: auth, rate limit, body parsing and error
 * mapping happen here, so a handler body is the domain call and nothing else.
 */
export function route<Schema extends z.ZodType | undefined = undefined, Auth extends boolean = false>(
  options: RouteOptions<Schema, Auth>,
  handler: (ctx: RouteContext<BodyOf<Schema>, Auth>) => Promise<Response>,
) {
  return async (request: Request, context?: { params?: Promise<Params> }): Promise<Response> => {
    try {
      const ip = clientAddress(request);
      const params = (await context?.params) ?? {};
      if (options.rateLimit) await hitRateLimit(options.rateLimit, ip);
      let raw: Record<string, unknown> | undefined;
      let session: AdminSession | null = null;
      if (options.auth) {
        // Check a header token before reading (possibly large) bodies from strangers; only
        // calls that carry the token in the body are read first.
        if (!tokenFrom(request) && options.body) raw = await readBody(request);
        session = await requireAdmin(request, raw?.token);
      }
      if (options.body && raw === undefined) raw = await readBody(request);
      const body = options.body ? options.body.parse(raw) : undefined;
      return await handler({ request, params, ip, body, session } as RouteContext<BodyOf<Schema>, Auth>);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
