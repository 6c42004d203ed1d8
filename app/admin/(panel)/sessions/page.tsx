import type { Metadata } from "next";
import { SessionsScreen } from "@/components/admin/sessions/sessions-screen";

export const metadata: Metadata = { title: "Where you're signed in" };

export default function SessionsPage() {
  return <SessionsScreen />;
}
