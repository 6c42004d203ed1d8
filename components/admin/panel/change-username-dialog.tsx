"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { saveUser, type AdminUser } from "@/lib/admin-api/admin-session";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { AUTH_TEXT } from "@/lib/auth/auth-texts";

/** The top bar's Change Username modal: POST /change-username, then the stored user follows. */
export function ChangeUsernameDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user: AdminUser | null }) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const close = () => {
    if (busy) return;
    setValue("");
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const newUsername = value.trim();
    if (!newUsername) return setError("Please enter a new username.");
    setBusy(true);
    setError(null);
    try {
      const result = await apiRequest<AdminUser | undefined>("/change-username", { json: { newUsername } });
      const renamed = result.data && typeof result.data.username === "string" ? result.data : { ...user, username: newUsername };
      saveUser(renamed);
      toast.success(result.message ?? AUTH_TEXT.usernameChanged);
      setValue("");
      onClose();
    } catch (caught) {
      setError(errorText(caught, "Something went wrong!"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} title="Change Username" description={user ? `You are signed in as ${user.username}.` : undefined} initialFocusRef={inputRef}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset disabled={busy}>
          <Field id="new-username" label="New Username" required error={error ?? undefined}>
            <Input
              ref={inputRef}
              id="new-username"
              name="newUsername"
              autoComplete="username"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "new-username-error" : undefined}
              required
            />
          </Field>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            {busy ? "Processing..." : "Save Username"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
