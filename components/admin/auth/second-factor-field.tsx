"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/**
 * The second factor of sign-in and of turning two factors off: the authenticator app's 6-digit
 * code, or (switched by the button under it) one of the recovery codes. Switching clears the
 * value and moves focus into the field, which then announces its new label.
 */
export function SecondFactorField({
  id,
  value,
  onChange,
  recovery,
  onRecoveryChange,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  recovery: boolean;
  onRecoveryChange: (recovery: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-2">
      <Field
        id={id}
        label={recovery ? "Recovery code" : "Authentication code"}
        required
        hint={recovery ? "One of the recovery codes saved when two-factor sign-in was turned on. Each works once." : "The 6-digit code your authenticator app shows now."}
      >
        <Input
          id={id}
          name="otp"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode={recovery ? "text" : "numeric"}
          autoComplete={recovery ? "off" : "one-time-code"}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 24 : 6}
          required
          aria-required="true"
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          className={recovery ? "font-mono" : "tracking-[0.3em]"}
        />
      </Field>
      <button
        type="button"
        disabled={disabled}
        className="text-sm font-medium text-leaf-700 hover:text-leaf-900 hover:underline disabled:opacity-50"
        onClick={() => {
          onChange("");
          onRecoveryChange(!recovery);
          window.requestAnimationFrame(() => document.getElementById(id)?.focus());
        }}
      >
        {recovery ? "Use the authenticator app" : "Use a recovery code"}
      </button>
    </div>
  );
}
