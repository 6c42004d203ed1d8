"use client";

import Link from "next/link";
import { BUTTON, CONTAINER } from "@/components/site/ui/styles";

/** A page that failed to render: the header and footer stay, with a way to try again. */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="bg-leaf-950 pt-36 pb-24 text-white">
      <div className={`${CONTAINER} max-w-2xl text-center`}>
        <h1 className="font-display text-4xl font-semibold">Something went wrong</h1>
        <p className="mt-4 text-lg text-leaf-100/85">This page could not be loaded just now. Please try again in a moment.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={reset} className={BUTTON.light}>
            Try again
          </button>
          <Link href="/" className={BUTTON.ghostLight}>
            Back to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
