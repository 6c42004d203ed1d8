"use client";

import Image, { type ImageProps } from "next/image";
import { useState } from "react";

const FALLBACKS = {
  hero: "/images/hero-fallback.jpg",
  avatar: "/images/avatar-fallback.png",
} as const;

export type ImageFallback = keyof typeof FALLBACKS | "hide";

/** The image proxy of contract §5, which also serves this site's own `/uploads/...` directly. */
export function proxiedImageUrl(src: string): string {
  return `/proxy-image?url=${encodeURIComponent(src)}`;
}

type Props = Omit<ImageProps, "src" | "onError"> & {
  src: string;
  /** What shows when the image and its proxied retry both fail (public-site.md §8). */
  fallback: ImageFallback;
};

/**
 * next/image with the specification's recovery: on a load error retry through `/proxy-image`,
 * then show the bundled fallback, or nothing (client logos). Sizes and boxes stay the same at
 * every step, so a failure never shifts the layout.
 */
export function ImageWithFallback({ src, fallback, alt, unoptimized, preload, fetchPriority, ...rest }: Props) {
  // A preloaded image is the page's largest paint: fetch it ahead of everything else.
  const props = { ...rest, preload, fetchPriority: fetchPriority ?? (preload ? ("high" as const) : undefined) };
  // Keyed by src so a new image (a swapped thumbnail) starts again from the first step.
  const [failure, setFailure] = useState<{ src: string; step: number }>({ src, step: 0 });
  const step = failure.src === src ? failure.step : 0;
  const advance = () => setFailure({ src, step: step + 1 });

  if (step === 0) return <Image {...props} src={src} alt={alt} unoptimized={unoptimized} onError={advance} />;
  if (step === 1 && !src.startsWith("/images/")) {
    return <Image {...props} src={proxiedImageUrl(src)} alt={alt} unoptimized onError={advance} />;
  }
  if (fallback === "hide") return null;
  return <Image {...props} src={FALLBACKS[fallback]} alt={alt} unoptimized={unoptimized} onError={undefined} />;
}
