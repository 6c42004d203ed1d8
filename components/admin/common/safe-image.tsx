"use client";

import Image from "next/image";
import { useState } from "react";
import { cx } from "@/components/ui/class-names";

export const PLACEHOLDER_SRC = "/admin/placeholder.svg";

type Props = { src: string; alt: string; width: number; height: number; className?: string; fit?: "cover" | "contain" };

/**
 * An image that survives a broken address (admin.md §4): first retried through
 * `/proxy-image?url=<absolute address>`, then replaced by the bundled placeholder.
 */
export function SafeImage(props: Props) {
  return <SafeImageAttempt key={props.src} {...props} />;
}

function SafeImageAttempt({ src, alt, width, height, className, fit = "cover" }: Props) {
  const [stage, setStage] = useState<0 | 1 | 2>(src ? 0 : 2);
  const local = src.startsWith("blob:") || src.startsWith("data:");
  const current = stage === 0 ? src : stage === 1 ? `/proxy-image?url=${encodeURIComponent(new URL(src, window.location.origin).href)}` : PLACEHOLDER_SRC;

  return (
    <Image
      src={current}
      alt={alt}
      width={width}
      height={height}
      unoptimized
      style={{ width, height }}
      className={cx(fit === "contain" ? "bg-white object-contain p-0.5" : "bg-neutral-100 object-cover", className)}
      onError={() => setStage((value) => (value === 0 && !local ? 1 : 2))}
    />
  );
}
