import { brochureRequestRoute } from "@/lib/leads/brochure-request-route";

export const POST = brochureRequestRoute;
