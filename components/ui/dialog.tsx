"use client";

import { X } from "lucide";
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from "react";
import { cx } from "./class-names";
import { Icon } from "./icon";

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, object, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
}

// Several dialogs can be open at once (a warning over a viewer): the page unlocks with the last.
let scrollLocks = 0;

// The page keeps its width without measuring the scrollbar: the root reserves the gutter
// (theme.css), so locking is one style write and forces no layout.
function lockScroll() {
  if (scrollLocks++ > 0) return;
  document.documentElement.dataset.scrollLocked = "true";
}

function unlockScroll() {
  if (--scrollLocks > 0) return;
  delete document.documentElement.dataset.scrollLocked;
}

const PLACEMENT = {
  center: "items-center justify-center p-4 sm:p-6",
  end: "items-stretch justify-end",
  full: "items-stretch justify-stretch",
} as const;

// The site dims the page in its own green; the back office's titled cards sit on a quieter grey.
const BACKDROP = {
  site: "backdrop:bg-leaf-950/70 backdrop:backdrop-blur-sm",
  titled: "backdrop:bg-neutral-950/50 backdrop:backdrop-blur-[2px]",
} as const;

const TITLED_PANEL = "max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 text-neutral-900 shadow-2xl";

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * A title the dialog draws itself, with a close button beside it and `description` under it, on
   * a white card (the back office's forms and confirmations). Without it the content brings its
   * own heading and names it in `labelledBy`, or `label` names the dialog.
   */
  title?: string;
  description?: ReactNode;
  /** id of the visible title; `label` when there is none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** "alertdialog" for a question that needs an answer before anything else (a deletion). */
  role?: "alertdialog";
  placement?: keyof typeof PLACEMENT;
  /** Classes of the panel that holds the content. */
  className?: string;
  /** Where focus goes on open; otherwise the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

/**
 * The one modal of the site and the back office (promo, menu, lightbox, certificate, brochure
 * form; confirmations and account forms): a native modal <dialog> (top layer, inert page behind
 * it) plus what it lacks: a strict focus trap, Escape routed through `onClose` so React owns the
 * state, scroll lock, focus returned to the opener, and closing on a click outside the panel.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  labelledBy,
  label,
  describedBy,
  role,
  placement = "center",
  className,
  initialFocusRef,
  onKeyDown,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  const descriptionId = useId();
  const titled = title !== undefined;

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    if (!dialog.open) dialog.showModal();
    const target = initialFocusRef?.current ?? (panelRef.current && focusables(panelRef.current)[0]) ?? panelRef.current;
    target?.focus();
    return () => {
      unlockScroll();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== "Tab" || !panelRef.current) return;
    const items = focusables(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    const inside = active instanceof Node && panelRef.current.contains(active) && active !== panelRef.current;
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };

  const closeOnOutsideClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onCloseRef.current();
  };

  const nameId = titled ? titleId : labelledBy;
  const descriptionRef = titled ? (description ? descriptionId : undefined) : describedBy;

  return (
    <dialog
      ref={dialogRef}
      role={role}
      aria-labelledby={nameId}
      aria-label={nameId ? undefined : label}
      aria-describedby={descriptionRef}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={trapFocus}
      onClick={closeOnOutsideClick}
      className={cx(
        "fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 text-inherit open:flex",
        BACKDROP[titled ? "titled" : "site"],
        PLACEMENT[placement],
      )}
    >
      {open && (
        <div ref={panelRef} tabIndex={-1} className={cx("outline-none", titled && TITLED_PANEL, className)}>
          {titled ? (
            <>
              <div className="flex items-start justify-between gap-4">
                <h2 id={titleId} className="text-lg font-semibold text-neutral-900">
                  {title}
                </h2>
                <button
                  type="button"
                  onClick={() => onCloseRef.current()}
                  className="-m-1.5 rounded-md p-1.5 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-800"
                  aria-label="Close"
                >
                  <Icon icon={X} className="size-5" />
                </button>
              </div>
              {description ? (
                <div id={descriptionId} className="mt-2 text-sm text-neutral-600">
                  {description}
                </div>
              ) : null}
              <div className="mt-5">{children}</div>
            </>
          ) : (
            children
          )}
        </div>
      )}
    </dialog>
  );
}
