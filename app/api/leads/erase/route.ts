import { leadEraseRoute } from "@/lib/leads/lead-routes";

export const POST = leadEraseRoute;
