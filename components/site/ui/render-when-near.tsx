import type { ReactNode } from "react";

/**
 * A section below the first screen: the browser skips its style, layout and paint until it
 * nears the viewport (`content-visibility: auto`), so the first paint of the page, the hero,
 * comes sooner. The estimated height keeps the scrollbar steady until its real one is known.
 */
export function RenderWhenNear({ children }: { children: ReactNode }) {
  return <div className="[contain-intrinsic-size:auto_720px] [content-visibility:auto]">{children}</div>;
}
