import { LEAD_KINDS } from "@/lib/leads/lead-kinds";
import { leadRoutes } from "@/lib/leads/lead-routes";

export const PATCH = leadRoutes(LEAD_KINDS["brochure-requests"]).update;
