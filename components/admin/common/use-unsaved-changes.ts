"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { confirmAction } from "@/components/ui/confirm-store";
import { draftsParked } from "@/lib/admin-api/form-drafts";

/** The question asked before unsaved changes are thrown away. */
export const DISCARD_CHANGES = {
  title: "Discard unsaved changes?",
  message: "This form has changes that have not been saved. They will be lost.",
  confirmLabel: "Discard changes",
} as const;

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * While `dirty`, leaving asks first: the browser's own prompt on reload, close or a typed
 * address (`beforeunload`), and the back office's confirmation on any link to another page of
 * the site, which then navigates only if the administrator agrees.
 */
export function useUnsavedChanges(dirty: boolean) {
  const router = useRouter();
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (draftsParked()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
      // Caught before Next's link handler: nothing moves until the answer.
      event.preventDefault();
      event.stopPropagation();
      void confirmAction(DISCARD_CHANGES).then((leave) => {
        if (leave) router.push(`${url.pathname}${url.search}${url.hash}`);
      });
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, router]);
}
