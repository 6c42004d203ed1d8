import { expect } from "vitest";
import { POST as changePasswordRoute } from "@/app/change-password/route";
import { POST as changeUsernameRoute } from "@/app/change-username/route";
import { POST as forgotPasswordRoute } from "@/app/forgot-password/route";
import { POST as logAdminRoute } from "@/app/logAdmin/route";
import { POST as logoutRoute } from "@/app/logout/route";
import { POST as verifyOtpRoute } from "@/app/verify-otp/route";
import { GET as dashboardRoute } from "@/app/api/admin/dashboard/route";
import { ensureFirstAdmin } from "@/lib/bootstrap/ensure-first-admin";
import { db } from "@/lib/db";

export const ADMIN_USERNAME = "admin";
export const ADMIN_PASSWORD = "first-password-123";
export const ADMIN_EMAIL = "owner@ecopack.test";
export const DEFAULT_ADDRESS = "203.0.113.5";

export async function createAdmin(): Promise<void> {
  await ensureFirstAdmin(await db(), { username: ADMIN_USERNAME, password: ADMIN_PASSWORD, email: ADMIN_EMAIL }, () => {});
}

export interface Answer {
  status: number;
  headers: Headers;
  // The tests read fields of the JSON answer freely.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

interface CallOptions {
  /** The address the start-up server would vouch for (x-ecopack-client-address). */
  address?: string;
  headers?: Record<string, string>;
  /** A raw body instead of JSON. */
  rawBody?: string;
}

type Handler = (request: Request) => Promise<Response>;

/** Calls a route handler the way the custom server would, and checks no answer leaks a hash. */
export async function call(handler: Handler, method: string, path: string, body?: unknown, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { "x-ecopack-client-address": options.address ?? DEFAULT_ADDRESS, "user-agent": "vitest", ...options.headers };
  if (body !== undefined || options.rawBody !== undefined) headers["content-type"] ??= "application/json";
  const request = new Request(`http://localhost${path}`, {
    method,
    headers,
    body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const response = await handler(request);
  const text = await response.text();
  expect(text).not.toContain("password_hash");
  expect(text).not.toMatch(/\$2[aby]\$\d\d\$/);
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

export const api = {
  login: (body: unknown, options?: CallOptions) => call(logAdminRoute, "POST", "/logAdmin", body, options),
  changePassword: (body: unknown, options?: CallOptions) => call(changePasswordRoute, "POST", "/change-password", body, options),
  forgotPassword: (body: unknown, options?: CallOptions) => call(forgotPasswordRoute, "POST", "/forgot-password", body, options),
  verifyOtp: (body: unknown, options?: CallOptions) => call(verifyOtpRoute, "POST", "/verify-otp", body, options),
  changeUsername: (body: unknown, options?: CallOptions) => call(changeUsernameRoute, "POST", "/change-username", body, options),
  logout: (body: unknown, options?: CallOptions) => call(logoutRoute, "POST", "/logout", body, options),
  dashboard: (options?: CallOptions) => call(dashboardRoute, "GET", "/api/admin/dashboard", undefined, options),
};

export const bearer = (token: string): CallOptions => ({ headers: { authorization: `Bearer ${token}` } });

/** Logs in and returns the token, failing the test if that does not work. */
export async function tokenFor(username = ADMIN_USERNAME, password = ADMIN_PASSWORD, address = DEFAULT_ADDRESS): Promise<string> {
  const answer = await api.login({ username, password }, { address });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}
