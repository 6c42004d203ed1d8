"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { usePrefersReducedMotion } from "../ui/use-prefers-reduced-motion";

/** public-site.md §9: content animates in over 1500 ms once it is 100 px inside the viewport. */
const REVEAL_OFFSET_PX = 100;

/**
 * Fades `[data-reveal]` blocks up as they scroll into view (the site CSS holds the 1500 ms
 * transition). Only blocks wholly below the viewport when a page opens are held back, so nothing
 * the visitor already sees (the largest paint included) blinks, and without JavaScript or with
 * reduced motion every block simply shows.
 */
export function ScrollReveal() {
  const pathname = usePathname();
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (reducedMotion || typeof IntersectionObserver === "undefined") return;
    const blocks = Array.from(document.querySelectorAll<HTMLElement>("[data-reveal]:not([data-reveal-state])"));
    const reveal = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          (entry.target as HTMLElement).dataset.revealState = "shown";
          reveal.unobserve(entry.target);
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    // The first report sorts the blocks without forcing a layout during hydration: only those
    // wholly below the viewport are held back (hiding them cannot be seen).
    const sort = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        sort.unobserve(entry.target);
        const below = !entry.isIntersecting && entry.rootBounds !== null && entry.boundingClientRect.top >= entry.rootBounds.bottom;
        if (!below) continue;
        (entry.target as HTMLElement).dataset.revealState = "pending";
        reveal.observe(entry.target);
      }
    });
    for (const block of blocks) sort.observe(block);
    return () => {
      sort.disconnect();
      reveal.disconnect();
      // Blocks left waiting are judged afresh by the next run (or simply shown, with reduced motion).
      for (const block of blocks) if (block.dataset.revealState === "pending") delete block.dataset.revealState;
    };
  }, [pathname, reducedMotion]);

  return null;
}
