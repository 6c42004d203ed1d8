import { LEAD_KINDS } from "@/lib/leads/lead-kinds";
import { leadRoutes } from "@/lib/leads/lead-routes";

export const GET = leadRoutes(LEAD_KINDS["brochure-requests"]).list;
