import type { Metadata } from "next";
import { LeadsScreen } from "@/components/admin/leads/leads-screen";

export const metadata: Metadata = { title: "Leads" };

export default function LeadsPage() {
  return <LeadsScreen />;
}
