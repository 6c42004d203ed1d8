"use client";

import { ArrowRight, Leaf, Sprout } from "lucide";
import Link from "next/link";
import { useState } from "react";
import type { PublicRow } from "@/lib/content/public-row";
import { CarouselControls } from "../ui/carousel-controls";
import { Icon } from "@/components/ui/icon";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { BUTTON, CONTAINER } from "../ui/styles";
import { useHydrated } from "../ui/use-hydrated";
import { useCarousel } from "../ui/use-carousel";

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
export function HeroSlideshow({ slides }: { slides: PublicRow<"sliders">[] }) {
  const count = slides.length;
  const carousel = useCarousel({ count, intervalMs: AUTOPLAY_MS, lockMs: LOCK_MS });
  const { index, go, playing } = carousel;
  // Slides already shown keep their image; React's "adjust state while rendering" pattern.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!seen.has(index)) setSeen(new Set(seen).add(index));
  const hydrated = useHydrated();

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
      className="relative isolate h-[500px] touch-pan-y overflow-hidden bg-leaf-950 text-white md:h-screen md:min-h-[640px]"
      {...carousel.pauseOnInteraction}
      {...carousel.swipeProps}
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
              {...carousel.slideProps(i)}
              className={`absolute inset-0 transition-opacity duration-500 ease-in-out ${active ? "z-10 opacity-100" : "z-0 opacity-0"}`}
            >
              {loadImage && (
                <ImageWithFallback
                  src={slide.image}
                  alt={slide.image_alt}
                  fill
                  sizes="100vw"
                  preload={i === 0}
                  decoding={i === 0 ? "sync" : "async"}
                  fallback="hero"
                  className="-z-10 object-cover"
                />
              )}
              <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-leaf-950/90 via-leaf-950/60 to-leaf-950/10" />
              <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-gradient-to-t from-leaf-950/70 to-transparent" />
              <div className={`${CONTAINER} flex h-full items-center pt-16 pb-20 md:pb-28`}>
                <div className={`max-w-xl lg:max-w-2xl ${active ? "animate-fade-up" : ""}`}>
                  <p className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3.5 py-1.5 text-xs font-semibold tracking-[0.16em] text-leaf-100 uppercase backdrop-blur-sm">
                    <Icon icon={Leaf} className="size-3.5 text-leaf-300" />
                    {SUBTITLE}
                  </p>
                  <h2 className="mt-4 font-display text-[2rem] leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl xl:text-7xl">
                    {slide.title}
                  </h2>
                  <p className="mt-4 line-clamp-3 max-w-xl text-base leading-relaxed text-white/85 sm:mt-5 sm:text-lg">{slide.description}</p>
                  <Link href="/product" className={`${BUTTON.light} mt-6 sm:mt-8`}>
                    {BUTTON_TEXT}
                    <span className="sr-only">: {slide.title}</span>
                    <Icon icon={ArrowRight} className="size-4" />
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
          <Icon icon={Sprout} className="size-5 text-leaf-300" />
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
        <CarouselControls
          carousel={carousel}
          noun="slide"
          playNoun="slideshow"
          dotLabels={slides.map((slide, i) => `Go to slide ${i + 1}: ${slide.title}`)}
          tone="light"
          className={`${CONTAINER} absolute inset-x-0 bottom-5 z-20 justify-center md:bottom-10 md:justify-start`}
        />
      )}
    </section>
  );
}
