import { leadCountsRoute } from "@/lib/leads/lead-routes";

export const GET = leadCountsRoute;
