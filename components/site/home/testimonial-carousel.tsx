"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Testimonial } from "@/lib/content/public/testimonials";
import { Icon } from "../ui/icon";
import { ImageWithFallback } from "../ui/image-with-fallback";
import { CONTAINER, ICON_BUTTON } from "../ui/styles";
import { SectionHeading } from "../ui/section-heading";
import { usePrefersReducedMotion } from "../ui/use-prefers-reduced-motion";

const INTERVAL_MS = 6000;
const FADE_MS = 500;
const SCALE = 5;

function Stars({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of ${SCALE}`} className="flex justify-center gap-1 text-amber-500">
      {Array.from({ length: SCALE }, (_, i) => (
        <Icon key={i} name={i < rating ? "star-filled" : "star"} className="size-5" />
      ))}
    </p>
  );
}

/**
 * 'What Our Clients Say': one review at a time, cross-fading every 6 s. Clicks during the 500 ms
 * fade are ignored (spec §4); hover, focus, the pause button and reduced motion stop it. All
 * reviews share one grid cell, so the card is as tall as the longest and never jumps.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const transitioning = useRef(false);

  const go = useCallback(
    (target: number) => {
      if (transitioning.current || count < 2) return;
      transitioning.current = true;
      window.setTimeout(() => (transitioning.current = false), FADE_MS);
      setIndex((target + count) % count);
    },
    [count],
  );

  const playing = count > 1 && !userPaused && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => go(index + 1), INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, go]);

  return (
    <section aria-labelledby="testimonials-title" className="relative overflow-hidden bg-earth-50 py-20 sm:py-28">
      <div aria-hidden="true" className="absolute top-1/2 left-1/2 size-[40rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-leaf-100/50 blur-3xl" />
      <div className={`${CONTAINER} relative`}>
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What Our Clients Say" />
        {count > 0 && (
          <div
            role="region"
            aria-roledescription="carousel"
            aria-label="Client reviews"
            className="mx-auto mt-12 max-w-3xl"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
            }}
          >
            <div className="grid rounded-[2rem] bg-white p-8 shadow-xl shadow-leaf-950/5 ring-1 ring-leaf-900/5 sm:p-12" aria-live={playing ? "off" : "polite"}>
              {testimonials.map((testimonial, i) => {
                const active = i === index;
                return (
                  <figure
                    key={testimonial.id}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`${i + 1} of ${count}`}
                    aria-hidden={!active}
                    inert={!active}
                    data-active={active}
                    className={`col-start-1 row-start-1 flex flex-col items-center text-center transition-opacity duration-500 ${active ? "opacity-100" : "opacity-0"}`}
                  >
                    <Icon name="quote" className="size-10 text-leaf-200" />
                    <Stars rating={testimonial.rating} />
                    <blockquote className="mt-6 font-display text-xl leading-relaxed text-balance text-leaf-950 sm:text-2xl">
                      <p>“{testimonial.review_message}”</p>
                    </blockquote>
                    <figcaption className="mt-8 flex items-center gap-4 text-left">
                      <span className="relative size-14 shrink-0 overflow-hidden rounded-full bg-leaf-100 ring-4 ring-leaf-50">
                        <ImageWithFallback src={testimonial.user_image} alt={testimonial.user_name} fill sizes="56px" fallback="avatar" className="object-cover" />
                      </span>
                      <span>
                        <span className="block font-semibold text-neutral-900">{testimonial.user_name}</span>
                        <span className="block text-sm text-neutral-600">{testimonial.designation}</span>
                      </span>
                    </figcaption>
                  </figure>
                );
              })}
            </div>
            {count > 1 && (
              <div className="mt-8 flex items-center justify-center gap-3">
                <button type="button" onClick={() => go(index - 1)} aria-label="Previous testimonial" className={`${ICON_BUTTON} border border-leaf-700/20 bg-white text-leaf-800 hover:bg-leaf-50`}>
                  <Icon name="chevron-left" />
                </button>
                <div className="flex items-center">
                  {testimonials.map((testimonial, i) => (
                    <button
                      key={testimonial.id}
                      type="button"
                      onClick={() => go(i)}
                      aria-label={`Show testimonial ${i + 1}: ${testimonial.user_name}`}
                      aria-current={i === index ? "true" : undefined}
                      className="group inline-flex size-8 items-center justify-center"
                    >
                      <span className={`block h-2 rounded-full transition-all duration-300 ${i === index ? "w-7 bg-leaf-700" : "w-2 bg-leaf-700/30 group-hover:bg-leaf-700/60"}`} />
                    </button>
                  ))}
                </div>
                <button type="button" onClick={() => go(index + 1)} aria-label="Next testimonial" className={`${ICON_BUTTON} border border-leaf-700/20 bg-white text-leaf-800 hover:bg-leaf-50`}>
                  <Icon name="chevron-right" />
                </button>
                {!reducedMotion && (
                  <button
                    type="button"
                    onClick={() => setUserPaused((value) => !value)}
                    aria-label={userPaused ? "Play testimonials" : "Pause testimonials"}
                    className={`${ICON_BUTTON} text-leaf-800 hover:bg-leaf-50`}
                  >
                    <Icon name={userPaused ? "play" : "pause"} className="size-4" />
                  </button>
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
