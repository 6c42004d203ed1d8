"use client";

import { Ban, CircleCheck, Trash2, Users } from "lucide";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { confirmAction } from "@/components/ui/confirm-store";
import { Icon } from "@/components/ui/icon";
import { Select } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { saveUser } from "@/lib/admin-api/admin-session";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { useAdminSession } from "@/lib/admin-api/use-admin-session";
import { ListCard, type ListColumn } from "../common/list-card";
import { PageHeader } from "../common/page-header";
import { useAdminList } from "../common/use-admin-list";
import { ACCOUNTS_ENDPOINT, ROLE_LABELS, type AccountItem } from "./account-item";
import { InviteForm } from "./invite-form";

const LOAD_FAILED = "Failed to load the accounts. Please try again.";
const SAVE_FAILED = "Error saving the account. Please try again.";
const COLUMNS: readonly ListColumn[] = ["Account", "Role", "Status", "Since", { label: "Actions", end: true }];
const DAY = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric" });

function status(account: AccountItem): string {
  if (account.disabled) return "Disabled";
  return account.invited ? "Invited" : "Active";
}

/**
 * /admin/accounts (owners): every administrator, an invite form, and per account a role, disable
 * or enable, and delete after a confirmation. The server keeps the last enabled owner (409) and
 * its text is shown as it is.
 */
export function AccountsScreen() {
  const me = useAdminSession().user;
  const { items: accounts, setItems: setAccounts, error, load } = useAdminList<AccountItem>(ACCOUNTS_ENDPOINT, LOAD_FAILED, { toastOnError: false });
  const [busy, setBusy] = useState<number | null>(null);

  const replace = (account: AccountItem) => setAccounts((current) => current && current.map((entry) => (entry.id === account.id ? account : entry)));

  const change = async (account: AccountItem, json: { role?: string; disabled?: boolean }) => {
    setBusy(account.id);
    try {
      const result = await apiRequest<AccountItem>(`${ACCOUNTS_ENDPOINT}/${account.id}`, { method: "PATCH", json });
      toast.success(result.message ?? "Account saved.");
      replace(result.data);
      // Stepping down shows the editor's view at once.
      if (me && result.data.id === me.id) saveUser({ ...me, role: result.data.role });
    } catch (caught) {
      toast.error(errorText(caught, SAVE_FAILED));
      void load();
    } finally {
      setBusy(null);
    }
  };

  const remove = async (account: AccountItem) => {
    const confirmed = await confirmAction({
      title: `Delete the account ${account.username}?`,
      message: `${account.username} will no longer be able to sign in, and is signed out at once. What they wrote stays on the site.`,
      confirmLabel: "Delete account",
    });
    if (!confirmed) return;
    setBusy(account.id);
    try {
      const result = await apiRequest(`${ACCOUNTS_ENDPOINT}/${account.id}`, { method: "DELETE" });
      toast.success(result.message ?? "Account deleted.");
      setAccounts((current) => current && current.filter((entry) => entry.id !== account.id));
    } catch (caught) {
      toast.error(errorText(caught, "Error deleting the account. Please try again."));
      void load();
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Accounts"
        description="Everyone who can sign in to the admin panel. Owners do everything; editors manage content, the trash and leads, but not accounts or site settings."
      />
      <InviteForm onInvited={(account) => setAccounts((current) => (current ? [...current, account] : [account]))} />
      {/* No empty line: the owner reading the list is always in it. */}
      <ListCard title="Administrators" count={accounts?.length} error={error} items={accounts} icon={Users} loadingText="Loading the accounts..."
        tableLabel="Accounts table" columns={COLUMNS} minWidth="min-w-[48rem]">
        {accounts?.map((account) => {
          const working = busy === account.id;
          const yours = me?.id === account.id;
          return (
            <tr key={account.id} className="align-middle">
              <td className="px-4 py-3">
                <span className="block font-medium break-words text-neutral-900">
                  {account.username}
                  {yours ? <span className="text-xs font-normal text-neutral-600"> (you)</span> : null}
                </span>
                <span className="block text-xs break-all text-neutral-600">{account.email}</span>
              </td>
              <td className="px-4 py-3">
                <Select
                  aria-label={`Role of ${account.username}`}
                  value={account.role}
                  disabled={busy !== null}
                  onChange={(event) => void change(account, { role: event.target.value })}
                  className="w-32"
                >
                  {Object.entries(ROLE_LABELS).map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </Select>
              </td>
              <td className="px-4 py-3">
                <span
                  className={
                    account.disabled
                      ? "rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-800"
                      : account.invited
                        ? "rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900"
                        : "rounded-full bg-leaf-50 px-2.5 py-0.5 text-xs font-medium text-leaf-800"
                  }
                >
                  {status(account)}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-neutral-700">
                <time dateTime={account.created_at}>{DAY.format(new Date(account.created_at))}</time>
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy !== null}
                    onClick={() => void change(account, { disabled: !account.disabled })}
                    aria-label={`${account.disabled ? "Enable" : "Disable"} ${account.username}`}
                  >
                    {working ? <Spinner /> : <Icon icon={account.disabled ? CircleCheck : Ban} className="size-4" />}
                    {account.disabled ? "Enable" : "Disable"}
                  </Button>
                  <Button size="sm" variant="dangerGhost" disabled={busy !== null} onClick={() => void remove(account)} aria-label={`Delete ${account.username}`}>
                    <Icon icon={Trash2} className="size-4" />
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </ListCard>
    </>
  );
}
