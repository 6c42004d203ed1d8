"use client";

import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { TWO_FACTOR_ENDPOINT } from "./two-factor-api";

/** An owner's "require two factors for every account": a checkbox saved as soon as it changes. */
export function TwoFactorPolicySwitch({ required, ownEnabled, onChanged }: { required: boolean; ownEnabled: boolean; onChanged: (required: boolean) => void }) {
  const [busy, setBusy] = useState(false);

  const change = async (next: boolean) => {
    setBusy(true);
    try {
      const result = await apiRequest<{ required_for_all: boolean }>(`${TWO_FACTOR_ENDPOINT}/policy`, { method: "PUT", json: { required: next } });
      onChanged(result.data.required_for_all);
      if (result.message) toast.success(result.message);
    } catch (error) {
      toast.error(errorText(error, "The setting could not be saved. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  // Turning it on takes the owner's own two factors first (the server says so too).
  const locked = busy || (!required && !ownEnabled);
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-3">
        <input
          id="two-factor-required-for-all"
          type="checkbox"
          checked={required}
          disabled={locked}
          onChange={(event) => void change(event.target.checked)}
          aria-describedby="two-factor-required-for-all-hint"
          className="mt-0.5 size-4 rounded border-neutral-300 accent-leaf-700"
        />
        <label htmlFor="two-factor-required-for-all" className="text-sm font-medium text-neutral-900">
          Require two-factor sign-in for every account
        </label>
        {busy ? <Spinner className="size-4 text-leaf-700" /> : null}
      </div>
      <p id="two-factor-required-for-all-hint" className="pl-7 text-sm text-neutral-600">
        {ownEnabled || required
          ? "An account without it is sent to set it up right after signing in, and can do nothing else until it has."
          : "Turn on two-factor sign-in for your own account first."}
      </p>
    </div>
  );
}
