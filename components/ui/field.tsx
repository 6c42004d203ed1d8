import type { ReactNode } from "react";

/** A labelled form control with an optional hint and error, wired up for screen readers. */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
  labelAside,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  labelAside?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <span className="flex items-baseline gap-0.5">
          <label htmlFor={id} className="text-sm font-medium text-neutral-800">
            {label}
          </label>
          {/* Outside the label so the accessible name stays the plain label; inputs carry aria-required. */}
          {required ? (
            <span className="text-sm text-red-600" aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
        {labelAside}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-neutral-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria-describedby value matching the hint and error `Field` renders. */
export function describedBy(id: string, hint?: unknown, error?: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}
