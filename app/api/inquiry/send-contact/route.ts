import { inquiryRoute } from "@/lib/leads/inquiry-route";

export const POST = inquiryRoute;
