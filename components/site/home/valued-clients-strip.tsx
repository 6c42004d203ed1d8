"use client";

import { useEffect, useRef, useState } from "react";
import type { PublicRow } from "@/lib/content/public-row";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { CONTAINER } from "../ui/styles";
import { SectionHeading } from "../ui/section-heading";
import { usePrefersReducedMotion } from "../ui/use-prefers-reduced-motion";

const STEP_PX = 2;
const TICK_MS = 30;

/**
 * 'Our Valued Clients': a logo strip moving 2 px every 30 ms, the list doubled so the loop is
 * seamless, back to the start once the first copy has scrolled past (spec §4). The row has the
 * same size before and after hydration (no layout shift); with reduced motion it stands still
 * and scrolls by hand. Paused on hover and focus, and while off screen.
 */
export function ValuedClientsStrip({ clients }: { clients: PublicRow<"valuedClients">[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const offset = useRef(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const moving = !reducedMotion && clients.length > 0;

  // Off screen the strip stands still: no work on the main thread while the page loads.
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const track = trackRef.current;
    if (!moving || !track) return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting));
    observer.observe(track);
    return () => observer.disconnect();
  }, [moving]);

  useEffect(() => {
    const track = trackRef.current;
    if (!moving || paused || !onScreen || !track) return;
    // The second copy starts exactly half-way along the track (re-measured when it resizes).
    let loopWidth = track.scrollWidth / 2;
    const resized = new ResizeObserver(() => (loopWidth = track.scrollWidth / 2));
    resized.observe(track);
    const timer = window.setInterval(() => {
      offset.current += STEP_PX;
      if (offset.current >= loopWidth) offset.current = 0;
      track.style.transform = `translate3d(${-offset.current}px, 0, 0)`;
    }, TICK_MS);
    return () => {
      window.clearInterval(timer);
      resized.disconnect();
    };
  }, [moving, paused, onScreen]);

  if (clients.length === 0) return null;
  const doubled = [...clients, ...clients];
  return (
    <section aria-labelledby="clients-title" className="py-20 sm:py-24">
      <div className={CONTAINER}>
        <SectionHeading id="clients-title" eyebrow="Trusted by" title="Our Valued Clients" intro="Retailers, food brands and institutions that have already made the switch." />
      </div>
      <div
        className={`mt-12 [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] ${moving ? "overflow-hidden" : "overflow-x-auto"}`}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <ul ref={trackRef} className="flex w-max gap-6 px-3 py-2 will-change-transform">
          {doubled.map((client, index) => {
            const copy = index >= clients.length;
            return (
            <li
              key={`${client.id}-${index}`}
              aria-hidden={copy ? true : undefined}
              className={`relative h-24 w-52 shrink-0 overflow-hidden rounded-2xl border border-neutral-200/80 bg-white shadow-sm empty:hidden ${copy && !moving ? "hidden" : ""}`}
            >
              <ImageWithFallback
                src={client.logo_image}
                alt={client.logo_image_alt || `Client logo ${(index % clients.length) + 1}`}
                fill
                sizes="208px"
                fallback="hide"
                className="object-contain p-4"
              />
            </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
