import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

/**
 * A decorative icon, on both sides: a lucide icon (or a brand mark) drawn as plain SVG at the
 * stroke and default size the site and back office use, hidden from assistive technology, so the
 * control around it needs its own name. Icons are lucide's data (named imports, so a page carries
 * only the icons it shows), not components: one drawn on the server costs no script, and data
 * can be handed from a server component to a client one.
 */
export function Icon({ icon, className = "size-5", ...props }: { icon: IconNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
