"use client";

import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";

type Change = (event: { target: { value: string } }) => void;

interface NewPasswordFieldsProps {
  /** The two inputs' ids (and so their labels' targets). */
  ids: { password: string; confirm: string };
  /** The new password input's form name. */
  name: string;
  values: { password: string; confirmPassword: string };
  onChange: { password: Change; confirmPassword: Change };
  autoFocus?: boolean;
}

/**
 * The "New Password" and "Confirm Password" pair, each with its show/hide toggle, that the
 * password change, the OTP reset and the invitation all ask for. The screen checks they match.
 */
export function NewPasswordFields({ ids, name, values, onChange, autoFocus }: NewPasswordFieldsProps) {
  return (
    <>
      <Field id={ids.password} label="New Password" required>
        <PasswordInput id={ids.password} name={name} autoComplete="new-password" value={values.password} onChange={onChange.password} required autoFocus={autoFocus} />
      </Field>
      <Field id={ids.confirm} label="Confirm Password" required>
        <PasswordInput id={ids.confirm} name="confirmPassword" autoComplete="new-password" value={values.confirmPassword} onChange={onChange.confirmPassword} required />
      </Field>
    </>
  );
}
