"use client";

import { Send } from "lucide";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { Select } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast-store";
import { ApiError, errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { ACCOUNTS_ENDPOINT, ROLE_LABELS, type AccountItem } from "./account-item";

const EMPTY = { username: "", email: "", role: "editor" };
const INVITE_FAILED = "Error sending the invitation. Please try again.";

/** Invite by e-mail: the server makes the account and mails the one-time link (contract §8). */
export function InviteForm({ onInvited }: { onInvited: (account: AccountItem) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: "" }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const result = await apiRequest<AccountItem>(ACCOUNTS_ENDPOINT, { method: "POST", json: { username: values.username.trim(), email: values.email.trim(), role: values.role } });
      toast.success(result.message ?? "Invitation sent.");
      setValues(EMPTY);
      setErrors({});
      onInvited(result.data);
    } catch (error) {
      if (error instanceof ApiError && error.details) setErrors(error.details);
      else if (error instanceof ApiError && error.status === 409) setErrors({ username: error.message });
      toast.error(errorText(error, INVITE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="invite-title" className="mb-6 rounded-xl border border-neutral-200 bg-white px-4 py-4 shadow-xs sm:px-5">
      <h2 id="invite-title" className="font-semibold text-neutral-900">
        Invite an administrator
      </h2>
      <p className="mt-1 text-sm text-neutral-600">They get an e-mail with a link, valid 24 hours and good once, to set their own password.</p>
      <form onSubmit={onSubmit} noValidate aria-label="Invite an administrator" className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_10rem_auto] sm:items-start">
        <TextField id="invite-username" label="Username" required error={errors.username || undefined} name="username" value={values.username} onChange={set("username")} autoComplete="off" maxLength={50} disabled={busy} />
        <TextField
          id="invite-email"
          label="E-mail"
          required
          error={errors.email || undefined}
          name="email"
          type="email"
          value={values.email}
          onChange={set("email")}
          autoComplete="off"
          maxLength={254}
          disabled={busy}
        />
        <Field id="invite-role" label="Role" error={errors.role || undefined}>
          <Select id="invite-role" name="role" value={values.role} onChange={set("role")} disabled={busy}>
            {Object.entries(ROLE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={busy} className="sm:mt-7">
          {busy ? <Spinner /> : <Icon icon={Send} className="size-4" />}
          {busy ? "Sending..." : "Send invitation"}
        </Button>
      </form>
    </section>
  );
}
