"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { EXIT_PREVIEW_PATH } from "@/lib/site/preview-paths";
import { PREVIEW_TEXT } from "@/lib/preview/preview-texts";

/**
 * The notice every previewed page carries, with the way out: a labelled region (a landmark
 * screen readers list) holding a plain link, so it is reached and used from the keyboard. Exit
 * returns to the page being looked at, without drafts.
 */
export function PreviewBanner() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const here = query ? `${pathname}?${query}` : pathname;
  return (
    <section
      aria-label="Preview of unpublished changes"
      className="fixed bottom-4 left-4 z-50 flex max-w-[calc(100%-12rem)] flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-neutral-900 px-4 py-2.5 text-sm text-white shadow-xl sm:max-w-xl"
    >
      <p>
        <strong className="font-semibold text-amber-300">{PREVIEW_TEXT.bannerTitle}:</strong>{" "}
        <span className="hidden sm:inline">{PREVIEW_TEXT.banner}</span>
        <span className="sm:hidden">unpublished changes</span>
      </p>
      <a
        href={`${EXIT_PREVIEW_PATH}?path=${encodeURIComponent(here)}`}
        className="rounded-full bg-white px-3 py-1 font-semibold text-neutral-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
      >
        {PREVIEW_TEXT.exit}
      </a>
    </section>
  );
}
