"use client";

import { ShieldCheck } from "lucide";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { AuthMessage, type AuthNotice } from "../auth/auth-message";
import { SubmitButton } from "../common/submit-button";
import { TWO_FACTOR_ENDPOINT, type TwoFactorSetup } from "./two-factor-api";

/** The secret in groups of four, easier to read and type; apps ignore the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Set-up, second half: the QR code (an SVG the server drew, shown as an image) and the secret as
 * text, then the first code from the app, which turns two factors on and yields the recovery codes.
 */
export function TwoFactorSetupPanel({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AuthNotice | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) return setNotice({ kind: "error", text: "Enter the 6-digit code the app shows." });
    setBusy(true);
    setNotice(null);
    try {
      const result = await apiRequest<{ recovery_codes: string[] }>(`${TWO_FACTOR_ENDPOINT}/enable`, { json: { code: code.trim() } });
      onEnabled(result.data.recovery_codes);
    } catch (error) {
      setNotice({ kind: "error", text: errorText(error, "The code could not be checked. Please try again.") });
      setCode("");
      setBusy(false);
    }
  };

  return (
    <div className="space-y-5">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-neutral-900 focus:outline-none">
        Set up two-factor sign-in
      </h2>
      <ol className="list-decimal space-y-5 pl-5 text-sm text-neutral-700 marker:font-semibold marker:text-neutral-900">
        <li className="space-y-3">
          <p>Scan this QR code with an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</p>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG document from the answer, not an optimisable image */}
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
            alt="QR code that adds this account to an authenticator app"
            width={200}
            height={200}
            className="size-50 rounded-lg bg-white p-1 ring-1 ring-neutral-200"
          />
          <p>
            Cannot scan it? Choose to enter a setup key in the app, and type this key (time-based):
            <code data-testid="two-factor-secret" className="mt-2 block w-fit rounded-md bg-neutral-100 px-3 py-2 font-mono text-base tracking-wider text-neutral-900 select-all">
              {grouped(setup.secret)}
            </code>
          </p>
        </li>
        <li>
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Confirm the first code">
            <p>Enter the 6-digit code the app now shows for this account.</p>
            <fieldset disabled={busy} className="max-w-xs">
              <Field id="two-factor-first-code" label="Code from the app" required>
                <Input
                  id="two-factor-first-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  required
                  aria-required="true"
                  className="tracking-[0.3em]"
                />
              </Field>
            </fieldset>
            <AuthMessage notice={notice} />
            <div className="flex flex-wrap gap-2">
              <SubmitButton busy={busy} icon={ShieldCheck} label="Turn on" />
              <Button variant="ghost" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
