"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { cx } from "./class-names";
import { Icon } from "./icon";

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores
 * focus to the opener, which a hand-rolled overlay would have to re-implement.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  role = "dialog",
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  role?: "dialog" | "alertdialog";
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={cx(
        "m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-neutral-900 shadow-2xl backdrop:bg-neutral-950/50 backdrop:backdrop-blur-[2px]",
        className,
      )}
    >
      {open ? (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold text-neutral-900">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="-m-1.5 rounded-md p-1.5 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-800"
              aria-label="Close"
            >
              <Icon name="x" className="size-5" />
            </button>
          </div>
          {description ? (
            <div id={descriptionId} className="mt-2 text-sm text-neutral-600">
              {description}
            </div>
          ) : null}
          <div className="mt-5">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
