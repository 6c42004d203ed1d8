import type { InputHTMLAttributes } from "react";
import { describedBy, Field } from "./field";
import { Input } from "./input";

type TextFieldProps = { id: string; label: string; required?: boolean; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "required">;

/** A labelled one-line input whose required mark and error reach screen readers through the input itself. */
export function TextField({ id, label, required, error, ...props }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error}>
      <Input id={id} {...props} aria-required={required || undefined} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} />
    </Field>
  );
}
