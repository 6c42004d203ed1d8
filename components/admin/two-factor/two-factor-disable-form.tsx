"use client";

import { ShieldOff } from "lucide";
import { useState, type FormEvent } from "react";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { AuthMessage, type AuthNotice } from "../auth/auth-message";
import { SecondFactorField } from "../auth/second-factor-field";
import { SubmitButton } from "../common/submit-button";
import { TWO_FACTOR_ENDPOINT } from "./two-factor-api";

/** Turning two factors off: the password and a current code (or a recovery code), as the server asks. */
export function TwoFactorDisableForm({ requiredForAll, onDisabled }: { requiredForAll: boolean; onDisabled: (message?: string) => void }) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AuthNotice | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!password || !code.trim()) return setNotice({ kind: "error", text: "Please fill in all fields." });
    setBusy(true);
    setNotice(null);
    try {
      const result = await apiRequest(`${TWO_FACTOR_ENDPOINT}/disable`, { json: { password, code: code.trim() } });
      onDisabled(result.message);
    } catch (error) {
      setNotice({ kind: "error", text: errorText(error, "Two-factor sign-in could not be turned off. Please try again.") });
      setCode("");
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="two-factor-disable-title">
      <h3 id="two-factor-disable-title" className="font-semibold text-neutral-900">
        Turn off two-factor sign-in
      </h3>
      <p className="text-sm text-neutral-600">
        Your password alone will then sign in to this account, and the recovery codes stop working. A mail tells the account&apos;s address.
        {requiredForAll ? " Two-factor sign-in is required for every account: you will be asked to set it up again at once." : null}
      </p>
      <fieldset disabled={busy} className="max-w-sm space-y-4">
        <Field id="two-factor-disable-password" label="Password" required>
          <PasswordInput
            id="two-factor-disable-password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            aria-required="true"
          />
        </Field>
        <SecondFactorField id="two-factor-disable-code" value={code} onChange={setCode} recovery={recovery} onRecoveryChange={setRecovery} />
      </fieldset>
      <AuthMessage notice={notice} />
      <SubmitButton busy={busy} icon={ShieldOff} label="Turn off" variant="danger" />
    </form>
  );
}
