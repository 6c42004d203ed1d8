import type { Metadata } from "next";
import { AccountsScreen } from "@/components/admin/accounts/accounts-screen";
import { OwnerOnly } from "@/components/admin/panel/owner-only";

export const metadata: Metadata = { title: "Accounts" };

export default function AccountsPage() {
  return (
    <OwnerOnly title="Accounts" what="manage accounts">
      <AccountsScreen />
    </OwnerOnly>
  );
}
