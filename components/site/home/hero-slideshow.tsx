"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Slide } from "@/lib/content/public/slides";
import { Icon } from "../ui/icon";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { BUTTON, CONTAINER, ICON_BUTTON } from "../ui/styles";
import { useHydrated } from "../ui/use-hydrated";
import { usePrefersReducedMotion } from "../ui/use-prefers-reduced-motion";

// Fixed texts of every slide (public-site.md §2).
const SUBTITLE = "Eco-Friendly Solutions";
const BUTTON_TEXT = "Learn More";
const STATS = [
  { label: "Eco Impact", value: "High" },
  { label: "Sustainability", value: "100%" },
  { label: "Quality", value: "Premium" },
];
const AUTOPLAY_MS = 5000;
const LOCK_MS = 500;

/**
 * The home hero: one slide per stored slider, cross-fading every 5 s. Arrows, dots and the
 * keyboard move it; it pauses on hover, on focus, on request and for reduced motion. Every
 * slide's text is in the server HTML; only the images not yet shown wait for the browser.
 */
export function HeroSlideshow({ slides }: { slides: Slide[] }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  // The transition lock: after a change, further changes wait 500 ms (spec §4).
  const locked = useRef(false);

  const go = useCallback(
    (target: number) => {
      if (locked.current || count < 2) return;
      locked.current = true;
      window.setTimeout(() => (locked.current = false), LOCK_MS);
      const next = (target + count) % count;
      setIndex(next);
      setSeen((current) => (current.has(next) ? current : new Set(current).add(next)));
    },
    [count],
  );

  const playing = count > 1 && !userPaused && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => go(index + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, go]);

  if (count === 0) {
    return (
      <section aria-label="Highlights" className="relative flex h-[500px] items-center justify-center bg-leaf-950 text-white md:h-screen">
        <p className="text-lg text-leaf-100">No slides available</p>
      </section>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Highlights"
      className="relative isolate h-[500px] overflow-hidden bg-leaf-950 text-white md:h-screen md:min-h-[640px]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") go(index + 1);
        else if (event.key === "ArrowLeft") go(index - 1);
      }}
    >
      <div aria-live={playing ? "off" : "polite"}>
        {slides.map((slide, i) => {
          const active = i === index;
          // Next slide's image loads ahead so the fade never shows an empty frame.
          const loadImage = i === 0 || (hydrated && (seen.has(i) || i === (index + 1) % count));
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              inert={!active}
              data-active={active}
              className={`absolute inset-0 transition-opacity duration-500 ease-in-out ${active ? "z-10 opacity-100" : "z-0 opacity-0"}`}
            >
              {loadImage && (
                <ImageWithFallback
                  src={slide.image}
                  alt=""
                  fill
                  sizes="100vw"
                  preload={i === 0}
                  fallback="hero"
                  className="-z-10 object-cover"
                />
              )}
              <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-leaf-950/90 via-leaf-950/60 to-leaf-950/10" />
              <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-t from-leaf-950/70 to-transparent" />
              <div className={`${CONTAINER} flex h-full items-center pt-16 pb-20 md:pb-28`}>
                <div className={`max-w-xl lg:max-w-2xl ${active ? "animate-fade-up" : ""}`}>
                  <p className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3.5 py-1.5 text-xs font-semibold tracking-[0.16em] text-leaf-100 uppercase backdrop-blur-sm">
                    <Icon name="leaf" className="size-3.5 text-leaf-300" />
                    {SUBTITLE}
                  </p>
                  <h2 className="mt-4 font-display text-[2rem] leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl xl:text-7xl">
                    {slide.title}
                  </h2>
                  <p className="mt-4 line-clamp-3 max-w-xl text-base leading-relaxed text-white/85 sm:mt-5 sm:text-lg">{slide.description}</p>
                  <Link href="/product" className={`${BUTTON.light} mt-6 sm:mt-8`}>
                    {BUTTON_TEXT}
                    <span className="sr-only">: {slide.title}</span>
                    <Icon name="arrow-right" className="size-4" />
                  </Link>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      <aside
        aria-labelledby="impact-title"
        className="absolute right-8 bottom-28 z-20 hidden w-64 rounded-3xl border border-white/15 bg-white/10 p-6 shadow-2xl shadow-black/20 backdrop-blur-md md:block lg:top-1/2 lg:right-[max(2rem,calc((100vw-80rem)/2+2rem))] lg:bottom-auto lg:w-72 lg:-translate-y-1/2"
      >
        <h2 id="impact-title" className="flex items-center gap-2 font-display text-lg font-semibold">
          <Icon name="sprout" className="size-5 text-leaf-300" />
          Environmental Impact
        </h2>
        <dl className="mt-5 space-y-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex items-center justify-between border-b border-white/10 pb-3 last:border-0 last:pb-0">
              <dt className="text-sm text-leaf-100/85">{stat.label}</dt>
              <dd className="font-display text-xl font-semibold text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </aside>

      {count > 1 && (
        <div className={`${CONTAINER} absolute inset-x-0 bottom-5 z-20 flex items-center justify-center gap-3 md:bottom-10 md:justify-start`}>
          <button type="button" onClick={() => go(index - 1)} aria-label="Previous slide" className={`${ICON_BUTTON} border border-white/30 bg-white/10 text-white backdrop-blur hover:bg-white/20`}>
            <Icon name="chevron-left" />
          </button>
          <div className="flex items-center">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => go(i)}
                aria-label={`Go to slide ${i + 1}: ${slide.title}`}
                aria-current={i === index ? "true" : undefined}
                className="group inline-flex size-8 items-center justify-center"
              >
                <span className={`block h-2 rounded-full transition-all duration-300 ${i === index ? "w-7 bg-white" : "w-2 bg-white/50 group-hover:bg-white/80"}`} />
              </button>
            ))}
          </div>
          <button type="button" onClick={() => go(index + 1)} aria-label="Next slide" className={`${ICON_BUTTON} border border-white/30 bg-white/10 text-white backdrop-blur hover:bg-white/20`}>
            <Icon name="chevron-right" />
          </button>
          {!reducedMotion && (
            <button
              type="button"
              onClick={() => setUserPaused((value) => !value)}
              aria-label={userPaused ? "Play slideshow" : "Pause slideshow"}
              className={`${ICON_BUTTON} text-white/85 hover:bg-white/10 hover:text-white`}
            >
              <Icon name={userPaused ? "play" : "pause"} className="size-4" />
            </button>
          )}
        </div>
      )}
    </section>
  );
}
