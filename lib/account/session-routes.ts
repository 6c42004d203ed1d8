import { route } from "@/lib/api/route";
import { ok } from "@/lib/http/envelope";
import { endOtherOwnSessions, endOwnSession, listOwnSessions } from "./own-sessions";
import { SESSION_TEXT } from "./session-texts";

const NO_STORE = { "Cache-Control": "no-store" };

/** GET /api/admin/sessions: the caller's live sessions, newest first. Any account. */
export const listSessionsRoute = route({ auth: true }, async ({ session }) => {
  const items = await listOwnSessions(session);
  return ok(SESSION_TEXT.listed(items.length), items, 200, NO_STORE);
});

/** DELETE /api/admin/sessions: every other session of the caller's account ends; this one stays. */
export const endOtherSessionsRoute = route({ auth: true }, async ({ session }) => {
  const ended = await endOtherOwnSessions(session);
  return ok(SESSION_TEXT.othersEnded(ended), { ended });
});

/** DELETE /api/admin/sessions/{id}: one of the caller's own sessions ends; 404 for any other. */
export const endSessionRoute = route({ auth: true }, async ({ session, params }) => {
  const id = typeof params.id === "string" ? params.id : undefined;
  await endOwnSession(session, id);
  return ok(SESSION_TEXT.ended, { id });
});
