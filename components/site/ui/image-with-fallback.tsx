"use client";

import { getImageProps, type ImageProps } from "next/image";
import { useState } from "react";
import { preload as preloadImage } from "react-dom";
import { usePreviewing } from "../preview/preview-context";

const FALLBACKS = {
  hero: "/images/hero-fallback.jpg",
  avatar: "/images/avatar-fallback.png",
} as const;

// Images already loaded once more after hydration (see the ref below).
const replayed = new WeakSet<HTMLImageElement>();

export type ImageFallback = keyof typeof FALLBACKS | "hide";

/** The image proxy of contract §5, which also serves this site's own `/uploads/...` directly. */
export function proxiedImageUrl(src: string): string {
  return `/proxy-image?url=${encodeURIComponent(src)}`;
}

type Props = Omit<ImageProps, "src" | "onError" | "onLoad" | "placeholder" | "blurDataURL"> & {
  src: string;
  /** What shows when the image and its proxied retry both fail (public-site.md §8). */
  fallback: ImageFallback;
};

/**
 * next/image's optimised sources (getImageProps) on a plain <img>, with the specification's
 * recovery: on a load error retry through `/proxy-image`, then show the bundled fallback, or
 * nothing (client logos). Sizes and boxes stay the same at every step, so a failure never shifts
 * the layout. Not the <Image> component: its client code (blur placeholders, load callbacks this
 * site never uses) is the largest part of every page's own script.
 */
export function ImageWithFallback({ src, fallback, alt, unoptimized, preload, fetchPriority, ...rest }: Props) {
  // Keyed by src so a new image (a swapped thumbnail) starts again from the first step.
  const [failure, setFailure] = useState<{ src: string; step: number }>({ src, step: 0 });
  // In a preview a draft's file is served only to the visitor's own request (its cookie), which
  // the optimizer's fetch of it never carries.
  const previewing = usePreviewing();
  const step = failure.src === src ? failure.step : 0;
  const advance = () => setFailure({ src, step: step + 1 });

  let shown: { src: string; unoptimized?: boolean } | null;
  if (step === 0) shown = { src, unoptimized: unoptimized || (previewing && src.startsWith("/uploads/")) };
  else if (step === 1 && !src.startsWith("/images/")) shown = { src: proxiedImageUrl(src), unoptimized: true };
  else shown = fallback === "hide" ? null : { src: FALLBACKS[fallback], unoptimized };
  if (!shown) return null;

  // A preloaded image is the page's largest paint: fetch it ahead of everything else.
  const priority = fetchPriority ?? (preload ? ("high" as const) : undefined);
  const { props } = getImageProps({ ...rest, alt, preload, fetchPriority: priority, src: shown.src, unoptimized: shown.unoptimized });
  if (preload && step === 0) {
    preloadImage(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: priority });
  }
  const last = step >= 2 || (step === 1 && src.startsWith("/images/"));
  return (
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps gave it next/image's optimised sources
    <img
      {...props}
      alt={alt}
      onError={last ? undefined : advance}
      ref={(img) => {
        // An image that failed before hydration fired its error with no handler listening: as
        // next/image does, load it once more (from the cache) so the error, if any, reaches us.
        if (!img || last || !img.complete || replayed.has(img)) return;
        replayed.add(img);
        img.src = img.src;
      }}
    />
  );
}
