import { metricsAnswer } from "@/lib/dashboard/metrics-answer";

export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return metricsAnswer(request);
}
