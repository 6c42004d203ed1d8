"use client";

import { ArrowUp } from "lucide";
import { useEffect, useState } from "react";
import { Icon } from "@/components/ui/icon";

const SHOW_AFTER = 300;

/** Appears once the page has scrolled more than 300 px (public-site.md §9). */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    // Keyboard users continue from the top of the page, not from a button that just vanished.
    document.getElementById("skip-link")?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={toTop}
      aria-label="Scroll to top"
      hidden={!visible}
      className="fixed right-5 bottom-22 z-30 inline-flex size-12 items-center justify-center rounded-full bg-white text-leaf-800 shadow-xl shadow-leaf-950/20 ring-1 ring-leaf-900/10 transition hover:-translate-y-0.5 hover:bg-leaf-50 sm:right-7 sm:bottom-26"
    >
      <Icon icon={ArrowUp} className="size-5" />
    </button>
  );
}
