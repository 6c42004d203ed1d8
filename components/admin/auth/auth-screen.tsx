"use client";

import { ChevronLeft, Leaf } from "lucide";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { saveSession, type AdminUser } from "@/lib/admin-api/admin-session";
import { ApiError, errorText } from "@/lib/admin-api/api-error";
import { apiRequest, CHANGE_PASSWORD_PARAM } from "@/lib/admin-api/client";
import { takeReturnPath } from "@/lib/admin-api/form-drafts";
import { useAdminSession } from "@/lib/admin-api/use-admin-session";
import { AuthCardHeading } from "./auth-card-heading";
import { AuthMessage, type AuthNotice } from "./auth-message";
import { NewPasswordFields } from "./new-password-fields";
import { SecondFactorField } from "./second-factor-field";
import { AUTH_TEXT } from "@/lib/auth/auth-texts";

/** admin.md §4: a successful change or reset shows for 2 seconds, then back to login. */
const SUCCESS_PAUSE_MS = 2000;

type Mode = "login" | "change" | "forgot";

const EMPTY = { username: "", password: "", oldPassword: "", newPassword: "", confirmPassword: "", otp: "", code: "" };
type Values = typeof EMPTY;

const HEADINGS: Record<Mode, { title: string; lead: string }> = {
  login: { title: "Sign in", lead: "Use your administrator account to manage the website." },
  change: { title: "Change password", lead: "Enter your current password and choose a new one." },
  forgot: { title: "Reset password", lead: "We will e-mail a one-time code to the administrator's address." },
};

/** The login's second step, once the password was right on an account with two factors on (contract §8). */
const CODE_STEP_HEADING = { title: "Two-factor sign-in", lead: "Enter the code from your authenticator app to finish signing in." };

/** /admin: login, change password and the two-step OTP reset (admin.md §2, §4, §5). */
export function AuthScreen({ brand }: { brand: string }) {
  const router = useRouter();
  const { ready, token } = useAdminSession();
  // Sent here to change the generated first password (lib/admin-api/client): open on that form.
  // Read on the client only; nothing shows the mode before the session is ready.
  const [mode, setMode] = useState<Mode>(() =>
    typeof window !== "undefined" && new URLSearchParams(window.location.search).has(CHANGE_PASSWORD_PARAM) ? "change" : "login",
  );
  const [otpStep, setOtpStep] = useState<1 | 2>(1);
  const [codeStep, setCodeStep] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [notice, setNotice] = useState<AuthNotice | null>(null);
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const usernameInput = useRef<HTMLInputElement>(null);
  const destination = useRef<string | null>(null);

  // Signed in (now or already): on to the dashboard, or back to the form an expired session
  // interrupted, where its draft waits. Taken once: the parked address is read only here.
  useEffect(() => {
    if (!ready || !token) return;
    destination.current ??= takeReturnPath() ?? "/admin/dashboard";
    router.replace(destination.current);
  }, [ready, token, router]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Into the code field once it can take focus (the form is disabled while a call runs), and
  // back into it after a wrong code.
  useEffect(() => {
    if (codeStep && !busy) document.getElementById("auth-code")?.focus();
  }, [codeStep, busy]);

  if (!ready || token) {
    return (
      <div className="flex min-h-dvh items-center justify-center text-leaf-700" role="status" aria-label="Loading">
        <Spinner className="size-6" />
      </div>
    );
  }

  const switchMode = (next: Mode) => {
    window.clearTimeout(timer.current);
    setMode(next);
    setOtpStep(1);
    setCodeStep(false);
    setRecovery(false);
    setValues(EMPTY);
    setNotice(null);
    setFinished(false);
    // The link that was clicked is gone: keep keyboard users in the form.
    window.requestAnimationFrame(() => usernameInput.current?.focus());
  };

  const set = (name: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  const fail = (text: string) => setNotice({ kind: "error", text });
  const missing = (...names: (keyof Values)[]) => names.some((name) => !values[name].trim());

  /** Shows the success text for 2 s, then returns to the login form. */
  const succeedThenLogin = (text: string) => {
    setNotice({ kind: "success", text });
    setFinished(true);
    timer.current = window.setTimeout(() => switchMode("login"), SUCCESS_PAUSE_MS);
  };

  const call = async (run: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await run();
    } catch (error) {
      fail(errorText(error, AUTH_TEXT.fallbackError));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || finished) return;
    const { username, password, oldPassword, newPassword, confirmPassword, otp, code } = values;

    if (mode === "login") {
      if (missing("username", "password") || (codeStep && missing("code"))) return fail(AUTH_TEXT.required);
      return void call(async () => {
        try {
          const json = { username: username.trim(), password, ...(codeStep ? { otp: code.trim() } : {}) };
          const result = await apiRequest<{ token: string; user?: AdminUser }>("/logAdmin", { json, auth: false });
          saveSession(result.data.token, result.data.user ?? { username: username.trim() });
          toast.success(result.message ?? "Login successful");
        } catch (error) {
          // The password was right: on to the code. A wrong code stays here with the server's text.
          if (error instanceof ApiError && error.code === "two_factor_required" && !codeStep) return setCodeStep(true);
          if (codeStep) setValues((current) => ({ ...current, code: "" }));
          throw error;
        }
      });
    }

    if (mode === "change") {
      if (missing("username", "oldPassword", "newPassword", "confirmPassword")) return fail(AUTH_TEXT.required);
      if (newPassword !== confirmPassword) return fail(AUTH_TEXT.mismatch);
      return void call(async () => {
        const result = await apiRequest("/change-password", {
          json: { username: username.trim(), oldPassword, newPassword, confirmPassword },
          auth: false,
        });
        succeedThenLogin(result.message ?? AUTH_TEXT.passwordChanged);
      });
    }

    if (otpStep === 1) {
      if (missing("username")) return fail(AUTH_TEXT.required);
      return void call(async () => {
        const result = await apiRequest("/forgot-password", { json: { username: username.trim() }, auth: false });
        setNotice({ kind: "success", text: result.message ?? AUTH_TEXT.otpSent });
        setOtpStep(2);
      });
    }

    if (missing("otp", "newPassword", "confirmPassword")) return fail(AUTH_TEXT.required);
    if (newPassword !== confirmPassword) return fail(AUTH_TEXT.mismatch);
    return void call(async () => {
      const result = await apiRequest("/verify-otp", {
        json: { username: username.trim(), otp: otp.trim(), newPassword, confirmPassword },
        auth: false,
      });
      succeedThenLogin(result.message ?? AUTH_TEXT.passwordReset);
    });
  };

  const heading = codeStep ? CODE_STEP_HEADING : HEADINGS[mode];
  const locked = busy || finished;
  const usernameLocked = mode === "forgot" && otpStep === 2;
  const submitLabel =
    mode === "login" ? (codeStep ? "Verify" : "Login") : mode === "change" ? "Change Password" : otpStep === 1 ? "Send OTP" : "Reset Password";

  return (
    <main className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="relative hidden overflow-hidden bg-leaf-900 p-12 text-leaf-50 lg:flex lg:flex-col lg:justify-between">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-96 rounded-full bg-leaf-700/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-16 size-[28rem] rounded-full bg-leaf-600/25 blur-3xl" />
        <div className="relative flex items-center gap-3 text-lg font-semibold">
          <span className="flex size-10 items-center justify-center rounded-xl bg-leaf-50/10 ring-1 ring-leaf-50/20">
            <Icon icon={Leaf} className="size-5" />
          </span>
          {brand}
        </div>
        <div className="relative max-w-md">
          <p className="font-display text-4xl leading-tight">Keep the website as fresh as the products.</p>
          <p className="mt-4 text-leaf-100/80">
            Sliders, catalogue, brochure, gallery and testimonials: everything visitors see is managed here.
          </p>
        </div>
        <p className="relative text-sm text-leaf-100/80">Administrator access only.</p>
      </aside>

      <div className="flex items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-sm sm:max-w-md sm:rounded-2xl sm:bg-white sm:p-10 sm:shadow-sm sm:ring-1 sm:ring-neutral-200">
          <AuthCardHeading brand={brand} title={heading.title} lead={heading.lead} brandHiddenWide />

          <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5" aria-label={heading.title}>
            <fieldset disabled={locked} className="space-y-4">
              {codeStep ? (
                <SecondFactorField id="auth-code" value={values.code} onChange={(code) => setValues((current) => ({ ...current, code }))} recovery={recovery} onRecoveryChange={setRecovery} />
              ) : (
                <>
                  <Field id="auth-username" label="Username" required>
                    <Input
                      ref={usernameInput}
                      id="auth-username"
                      name="username"
                      autoComplete="username"
                      value={values.username}
                      onChange={set("username")}
                      readOnly={usernameLocked}
                      aria-readonly={usernameLocked || undefined}
                      required
                      autoFocus
                    />
                  </Field>

                  {mode === "login" ? (
                    <Field id="auth-password" label="Password" required>
                      <PasswordInput id="auth-password" name="password" autoComplete="current-password" value={values.password} onChange={set("password")} required />
                    </Field>
                  ) : null}
                </>
              )}

              {mode === "change" ? (
                <Field id="auth-old-password" label="Old Password" required>
                  <PasswordInput id="auth-old-password" name="oldPassword" autoComplete="current-password" value={values.oldPassword} onChange={set("oldPassword")} required />
                </Field>
              ) : null}

              {mode === "forgot" && otpStep === 2 ? (
                <Field id="auth-otp" label="OTP" required hint="The 6-digit code from the e-mail. It is valid for 10 minutes.">
                  <Input
                    id="auth-otp"
                    name="otp"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={values.otp}
                    onChange={set("otp")}
                    required
                    aria-describedby="auth-otp-hint"
                    autoFocus
                    className="tracking-[0.3em]"
                  />
                </Field>
              ) : null}

              {mode === "change" || (mode === "forgot" && otpStep === 2) ? (
                <NewPasswordFields
                  ids={{ password: "auth-new-password", confirm: "auth-confirm-password" }}
                  name="newPassword"
                  values={{ password: values.newPassword, confirmPassword: values.confirmPassword }}
                  onChange={{ password: set("newPassword"), confirmPassword: set("confirmPassword") }}
                />
              ) : null}
            </fieldset>

            <AuthMessage notice={notice} />

            <Button type="submit" className="w-full" disabled={locked}>
              {busy ? <Spinner /> : null}
              {busy ? "Processing..." : submitLabel}
            </Button>
          </form>

          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 pt-5 text-sm">
            {mode === "login" && !codeStep ? (
              <>
                <button type="button" className="font-medium text-leaf-700 hover:text-leaf-900 hover:underline" onClick={() => switchMode("forgot")}>
                  Forgot Password?
                </button>
                <button type="button" className="font-medium text-neutral-600 hover:text-neutral-900 hover:underline" onClick={() => switchMode("change")}>
                  Change Password
                </button>
              </>
            ) : (
              <button
                type="button"
                className="inline-flex items-center gap-1 font-medium text-leaf-700 hover:text-leaf-900 hover:underline"
                onClick={() => switchMode("login")}
              >
                <Icon icon={ChevronLeft} className="size-4" />
                Back to Login
              </button>
            )}
            {mode === "forgot" && otpStep === 2 && !finished ? (
              <button
                type="button"
                className="font-medium text-neutral-600 hover:text-neutral-900 hover:underline disabled:opacity-50"
                disabled={busy}
                onClick={() => {
                  setOtpStep(1);
                  setNotice(null);
                  setValues((current) => ({ ...EMPTY, username: current.username }));
                }}
              >
                Request a new code
              </button>
            ) : null}
          </div>
        </div>
      </div>
    </main>
  );
}
