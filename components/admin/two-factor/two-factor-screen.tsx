"use client";

import { ShieldAlert, ShieldCheck, Smartphone } from "lucide";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { useAdminSession } from "@/lib/admin-api/use-admin-session";
import { PageHeader } from "../common/page-header";
import { TableAlert } from "../common/table-alert";
import { RecoveryCodesPanel } from "./recovery-codes-panel";
import { TWO_FACTOR_ENDPOINT, type TwoFactorSetup, type TwoFactorStatus } from "./two-factor-api";
import { TwoFactorDisableForm } from "./two-factor-disable-form";
import { TwoFactorPolicySwitch } from "./two-factor-policy-switch";
import { TwoFactorSetupPanel } from "./two-factor-setup-panel";

const DAY = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric" });

/** What the account card shows: the status, a set-up in progress, or the codes just made. */
type Step = { kind: "status" } | { kind: "setup"; setup: TwoFactorSetup } | { kind: "codes"; codes: string[] };

const card = "rounded-xl border border-neutral-200 bg-white p-5 shadow-xs sm:p-6";

/**
 * /admin/two-factor, for every account (contract §8): set up two-factor sign-in (QR code,
 * secret, first code, recovery codes shown once), see it on, turn it off; owners also require it
 * for every account. Accounts sent here because it is required find the reason at the top.
 */
export function TwoFactorScreen() {
  const { user } = useAdminSession();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: "status" });
  const [starting, setStarting] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      apiRequest<TwoFactorStatus>(TWO_FACTOR_ENDPOINT, { signal }).then(
        (result) => {
          if (signal?.aborted) return;
          setStatus(result.data);
          setError(null);
        },
        (caught: unknown) => {
          if (!signal?.aborted) setError(errorText(caught, "Failed to fetch the two-factor status. Please try again."));
        },
      ),
    [],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const startSetup = async () => {
    setStarting(true);
    try {
      const result = await apiRequest<TwoFactorSetup>(`${TWO_FACTOR_ENDPOINT}/setup`, { method: "POST" });
      setStep({ kind: "setup", setup: result.data });
    } catch (caught) {
      toast.error(errorText(caught, "The set-up could not start. Please try again."));
    } finally {
      setStarting(false);
    }
  };

  const backToStatus = () => {
    setStep({ kind: "status" });
    void load();
  };

  return (
    <>
      <PageHeader
        title="Two-factor sign-in"
        description="After your password, sign-in asks for a code from an authenticator app on your phone: a leaked password alone no longer opens your account."
      />
      <div className="max-w-3xl space-y-6">
        {status?.required_for_all && !status.enabled ? (
          <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
            <Icon icon={ShieldAlert} className="mt-0.5 size-4 shrink-0" />
            An owner requires two-factor sign-in for every account: set it up here to go on using the admin panel.
          </p>
        ) : null}

        <section aria-labelledby="two-factor-account-title" className={card}>
          <h2 id="two-factor-account-title" className="sr-only">
            Your account
          </h2>
          {error ? <TableAlert message={error} /> : null}
          {step.kind === "setup" ? (
            <TwoFactorSetupPanel setup={step.setup} onEnabled={(codes) => setStep({ kind: "codes", codes })} onCancel={backToStatus} />
          ) : step.kind === "codes" ? (
            <RecoveryCodesPanel codes={step.codes} account={user?.username ?? ""} onDone={backToStatus} />
          ) : status === null ? (
            error ? null : (
              <p className="flex items-center gap-2 text-neutral-500">
                <Spinner className="text-leaf-600" />
                Loading...
              </p>
            )
          ) : status.enabled ? (
            <div className="space-y-6">
              <p className="flex items-start gap-3 text-sm text-neutral-800">
                <Icon icon={ShieldCheck} className="size-6 shrink-0 text-leaf-700" />
                <span>
                  <strong className="block text-base font-semibold text-neutral-900">Two-factor sign-in is on</strong>
                  {status.enabled_at ? `Since ${DAY.format(new Date(status.enabled_at))}. ` : null}
                  {status.recovery_codes_left} of 10 recovery codes left.
                  {status.recovery_codes_left <= 3 ? " Turn it off and on again to get new ones." : null}
                </span>
              </p>
              <hr className="border-neutral-200" />
              <TwoFactorDisableForm
                requiredForAll={status.required_for_all}
                onDisabled={(message) => {
                  toast.success(message ?? "Two-factor sign-in is off.");
                  backToStatus();
                }}
              />
            </div>
          ) : (
            <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="flex items-start gap-3 text-sm text-neutral-800">
                <Icon icon={Smartphone} className="size-6 shrink-0 text-neutral-500" />
                <span>
                  <strong className="block text-base font-semibold text-neutral-900">Two-factor sign-in is off</strong>
                  You need an authenticator app on your phone; setting it up takes a minute.
                </span>
              </p>
              <Button onClick={() => void startSetup()} disabled={starting}>
                {starting ? <Spinner /> : <Icon icon={ShieldCheck} className="size-4" />}
                Set up two-factor sign-in
              </Button>
            </div>
          )}
        </section>

        {status?.policy_editable ? (
          <section aria-labelledby="two-factor-policy-title" className={card}>
            <h2 id="two-factor-policy-title" className="mb-3 font-semibold text-neutral-900">
              Every account
            </h2>
            <TwoFactorPolicySwitch
              required={status.required_for_all}
              ownEnabled={status.enabled}
              onChanged={(required) => setStatus((current) => current && { ...current, required_for_all: required })}
            />
          </section>
        ) : null}
      </div>
    </>
  );
}
