"use client";

import Image from "next/image";
import { useState } from "react";
import { cx } from "@/components/ui/class-names";
import { useGrantedUpload } from "./use-granted-upload";

export const PLACEHOLDER_SRC = "/admin/placeholder.svg";

type Props = { src: string; alt: string; width: number; height: number; className?: string; fit?: "cover" | "contain" };

/**
 * An image that survives a broken address (admin.md §4): a file of this site kept privately (a
 * draft's or a kept version's) is asked again with an administrator's grant; then, as any other
 * address, it is retried through `/proxy-image?url=<absolute address>`; then the bundled
 * placeholder shows.
 */
export function SafeImage(props: Props) {
  return <SafeImageAttempt key={props.src} {...props} />;
}

function SafeImageAttempt({ src, alt, width, height, className, fit = "cover" }: Props) {
  const upload = useGrantedUpload(src);
  const [proxyFailed, setProxyFailed] = useState(false);
  const local = src.startsWith("blob:") || src.startsWith("data:");
  const current = !src
    ? PLACEHOLDER_SRC
    : !upload.exhausted
      ? upload.src
      : !local && !proxyFailed
        ? `/proxy-image?url=${encodeURIComponent(new URL(src, window.location.origin).href)}`
        : PLACEHOLDER_SRC;

  function failed() {
    if (upload.exhausted) setProxyFailed(true);
    else upload.failed();
  }

  return (
    <Image
      src={current}
      alt={alt}
      width={width}
      height={height}
      unoptimized
      style={{ width, height }}
      className={cx(fit === "contain" ? "bg-white object-contain p-0.5" : "bg-neutral-100 object-cover", className)}
      onError={failed}
    />
  );
}
