import { challengeRoute } from "@/lib/leads/challenge-route";

// Every visitor gets a challenge of their own: never rendered at build time.
export const dynamic = "force-dynamic";

export const GET = challengeRoute;
