import type { ReactNode } from "react";
import { cx } from "./class-names";

/**
 * The box a wide table scrolls sideways in: focusable, so keyboard users can scroll it; a named
 * region, apart from its section (landmark-unique); positioned, so the screen-reader-only text in
 * its rows is clipped with them instead of widening the page.
 */
export function TableScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cx("relative overflow-x-auto", className)} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
