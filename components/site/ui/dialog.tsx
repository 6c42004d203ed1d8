"use client";

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from "react";

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, object, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
}

// Several dialogs can be open at once (a warning over a viewer): the page unlocks with the last.
let scrollLocks = 0;

function lockScroll() {
  if (scrollLocks++ > 0) return;
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  root.style.overflow = "hidden";
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  root.dataset.scrollLocked = "true";
}

function unlockScroll() {
  if (--scrollLocks > 0) return;
  const root = document.documentElement;
  root.style.overflow = "";
  root.style.paddingRight = "";
  delete root.dataset.scrollLocked;
}

const PLACEMENT = {
  center: "items-center justify-center p-4 sm:p-6",
  end: "items-stretch justify-end",
  full: "items-stretch justify-stretch",
} as const;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the visible title; `label` when there is none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  placement?: keyof typeof PLACEMENT;
  /** Classes of the panel that holds the content. */
  className?: string;
  /** Where focus goes on open; otherwise the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

/**
 * The one modal of the site (promo, menu, lightbox, certificate, brochure form): a native modal
 * <dialog> (top layer, inert page behind it) plus what it lacks: a strict focus trap, Escape routed
 * through `onClose` so React owns the state, scroll lock, focus returned to the opener, and
 * closing on a click outside the panel.
 */
export function Dialog({ open, onClose, labelledBy, label, describedBy, placement = "center", className = "", initialFocusRef, onKeyDown, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    lockScroll();
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

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onKeyDown={trapFocus}
      onClick={closeOnOutsideClick}
      className={`fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 text-inherit backdrop:bg-leaf-950/70 backdrop:backdrop-blur-sm open:flex ${PLACEMENT[placement]}`}
    >
      {open && (
        <div ref={panelRef} tabIndex={-1} className={`outline-none ${className}`}>
          {children}
        </div>
      )}
    </dialog>
  );
}
