/** Who is calling, as recorded in the audit trail and used for rate limits. */
export interface AuthClient {
  ip: string;
  userAgent: string;
}

/** Built from the route context: `ip` is the address the start-up server vouched for. */
export function authClient({ request, ip }: { request: Request; ip: string }): AuthClient {
  return { ip, userAgent: request.headers.get("user-agent") ?? "" };
}
