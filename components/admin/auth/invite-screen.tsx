"use client";

import Link from "next/link";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { ACCOUNT } from "@/lib/account/account-texts";
import { AUTH_TEXT } from "@/lib/auth/auth-texts";
import { AuthCardHeading } from "./auth-card-heading";
import { AuthMessage, type AuthNotice } from "./auth-message";
import { NewPasswordFields } from "./new-password-fields";

const ACCEPT_ENDPOINT = "/api/admin/invite/accept";

/**
 * /admin/invite: the new administrator sets a password with the link's one-time token, then goes
 * to sign in. The token is read in the browser and dropped from the address bar at once, so it is
 * not left in the history or sent on as a referrer.
 */
export function InviteScreen({ brand }: { brand: string }) {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [notice, setNotice] = useState<AuthNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    const found = new URLSearchParams(window.location.search).get("token");
    window.history.replaceState(null, "", window.location.pathname);
    // Read once on arrival: the address bar has it only until now.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken(found?.trim() || null);
  }, []);

  const set = (name: "password" | "confirmPassword") => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done || !token) return;
    if (!values.password || !values.confirmPassword) return setNotice({ kind: "error", text: AUTH_TEXT.required });
    if (values.password !== values.confirmPassword) return setNotice({ kind: "error", text: AUTH_TEXT.mismatch });
    setBusy(true);
    setNotice(null);
    try {
      const result = await apiRequest<{ username: string }>(ACCEPT_ENDPOINT, { json: { token, password: values.password }, auth: false });
      setDone(result.data.username);
      setNotice({ kind: "success", text: result.message ?? ACCOUNT.inviteAccepted });
    } catch (error) {
      setNotice({ kind: "error", text: errorText(error, AUTH_TEXT.fallbackError) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10 sm:px-8">
      <div className="w-full max-w-sm sm:max-w-md sm:rounded-2xl sm:bg-white sm:p-10 sm:shadow-sm sm:ring-1 sm:ring-neutral-200">
        <AuthCardHeading brand={brand} title="Set your password" lead="You were invited to manage the website. Choose a password of at least 12 characters." />

        {token === undefined ? (
          <div className="mt-8 flex justify-center text-leaf-700" role="status" aria-label="Loading">
            <Spinner className="size-6" />
          </div>
        ) : token === null ? (
          <div className="mt-8">
            <AuthMessage notice={{ kind: "error", text: ACCOUNT.tokenRequired }} />
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5" aria-label="Set your password">
            <fieldset disabled={busy || done !== null} className="space-y-4">
              <NewPasswordFields
                ids={{ password: "invite-password", confirm: "invite-confirm-password" }}
                name="password"
                values={values}
                onChange={{ password: set("password"), confirmPassword: set("confirmPassword") }}
                autoFocus
              />
            </fieldset>
            <AuthMessage notice={notice} />
            {done ? null : (
              <Button type="submit" className="w-full" disabled={busy}>
                {busy ? <Spinner /> : null}
                {busy ? "Processing..." : "Set password"}
              </Button>
            )}
          </form>
        )}
        {done || token === null ? (
          <Link href="/admin" prefetch={false} className="mt-6 inline-flex w-full items-center justify-center rounded-lg bg-leaf-700 px-4 py-2.5 text-sm font-medium text-white hover:bg-leaf-800">
            Go to sign in
          </Link>
        ) : null}
        {done ? <p className="mt-3 text-center text-sm text-neutral-600">Sign in as {done} with the password you just chose.</p> : null}
      </div>
    </main>
  );
}
