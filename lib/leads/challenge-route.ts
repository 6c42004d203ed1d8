import { route } from "@/lib/api/route";
import { issueChallenge } from "./proof-of-work";

/** GET /api/altcha: a fresh proof-of-work challenge for a public form, never cached. */
export const challengeRoute = route({}, async () => Response.json(await issueChallenge(), { headers: { "Cache-Control": "no-store" } }));
