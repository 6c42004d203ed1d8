"use client";

import { useEffect, useState } from "react";
import type { PromoDialog as PromoDialogType } from "./promo-dialog";

const DELAY_MS = 2000;
const SEEN_KEY = "ecopack:promo-seen";

export interface PromoCertificate {
  label: string;
  href: string;
}

/**
 * 'I AM NOT A PLASTIC': the home page's promotion, opened 2 s after load (public-site.md §9).
 * Shown once per browser session, so going back to the home page does not bring it back. The
 * dialog's code (dialog, image, icons) is fetched when it opens, not with the page; by hand, not
 * with React.lazy: a suspended first render waits on timers, which a paused clock never runs.
 */
export function PromoPopup({ image, certificates }: { image: string; certificates: PromoCertificate[] }) {
  const [open, setOpen] = useState(false);
  // Kept once loaded, so the dialog closes (focus back, scroll unlocked) instead of vanishing.
  const [PromoDialog, setPromoDialog] = useState<typeof PromoDialogType | null>(null);

  useEffect(() => {
    try {
      if (window.sessionStorage.getItem(SEEN_KEY)) return;
    } catch {
      // Storage can be blocked; the popup then simply shows on each visit.
    }
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void import("./promo-dialog").then((module) => {
        if (cancelled) return;
        setPromoDialog(() => module.PromoDialog);
        setOpen(true);
        try {
          window.sessionStorage.setItem(SEEN_KEY, "1");
        } catch {}
      });
    }, DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);

  if (!PromoDialog) return null;
  return <PromoDialog open={open} onClose={() => setOpen(false)} image={image} certificates={certificates} />;
}
