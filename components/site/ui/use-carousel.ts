"use client";

import { useCallback, useEffect, useRef, useState, type FocusEvent } from "react";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";
import { useSwipe } from "./use-swipe";

interface Options {
  count: number;
  /** Autoplay period. */
  intervalMs: number;
  /** After a change, further changes are ignored for this long (the fade of spec §4). */
  lockMs?: number;
  start?: number;
}

/**
 * The behaviour every rotating widget shares: an index that wraps both ways, autoplay that waits
 * a full period after any change, and pausing on hover, on focus inside, on the visitor's
 * request and for reduced motion (WCAG 2.2.2), and a swipe on touch screens.
 */
export function useCarousel({ count, intervalMs, lockMs = 0, start = 0 }: Options) {
  const [index, setIndex] = useState(start);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const locked = useRef(false);

  const go = useCallback(
    (target: number) => {
      if (locked.current || count < 2) return;
      if (lockMs > 0) {
        locked.current = true;
        window.setTimeout(() => (locked.current = false), lockMs);
      }
      setIndex((target + count) % count);
    },
    [count, lockMs],
  );

  /** Spread on the slides' surface (with `touch-pan-y`): a sideways swipe moves one slide. */
  const swipeProps = useSwipe((direction) => go(index + direction));

  const playing = count > 1 && !userPaused && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => go(index + 1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, index, go, intervalMs]);

  /** Spread on the widget's outer element: hover or focus anywhere inside pauses it. */
  const pauseOnInteraction = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  /** The attributes of slide `position`: a labelled group that only the active slide exposes. */
  const slideProps = (position: number) => {
    const active = position === index;
    return {
      role: "group",
      "aria-roledescription": "slide",
      "aria-label": `${position + 1} of ${count}`,
      "aria-hidden": !active,
      inert: !active,
      "data-active": active,
    } as const;
  };

  return {
    index,
    go,
    slideProps,
    swipeProps,
    playing,
    reducedMotion,
    userPaused,
    togglePause: () => setUserPaused((value) => !value),
    pauseOnInteraction,
  };
}
