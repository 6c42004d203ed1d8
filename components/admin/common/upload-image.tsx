"use client";

import { useGrantedUpload } from "./use-granted-upload";

/**
 * A stored file shown as it is (`<img>`, sized by its class): a file kept privately (only a draft
 * or a kept version names it) fails at first, and is asked again once with a grant.
 */
export function UploadImage({ src, className }: { src: string; className?: string }) {
  return <UploadImageAttempt key={src} src={src} className={className} />;
}

function UploadImageAttempt({ src, className }: { src: string; className?: string }) {
  const upload = useGrantedUpload(src);
  // eslint-disable-next-line @next/next/no-img-element -- an uploaded file, shown as it is
  return <img src={upload.src} alt="" className={className} onError={upload.failed} />;
}
