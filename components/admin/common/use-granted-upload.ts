"use client";

import { useState } from "react";
import { grantedUploadUrl, isUploadAddress } from "@/lib/admin-api/file-grants";

export interface GrantedUpload {
  /** The address to show: the plain one, then the one with a grant once the server gave it. */
  src: string;
  /** Nothing is left to try here (no grant helps, none was given, or the granted address failed too). */
  exhausted: boolean;
  /** The shown address failed to load: a file of this site is asked again, once, with a grant. */
  failed: () => void;
}

type Phase = "plain" | "granting" | "granted" | "exhausted";

/**
 * The address of a stored file for an `<img>` in the back office: the plain address first, and,
 * when that fails, for a file kept privately (a draft's or a kept version's), the same address with
 * an administrator's grant. What comes after is the caller's (SafeImage's proxy and placeholder).
 * For one address: callers key their component by it, so a new address starts over.
 */
export function useGrantedUpload(plain: string): GrantedUpload {
  const [attempt, setAttempt] = useState<{ phase: Phase; src: string }>({ phase: "plain", src: plain });

  function failed() {
    if (attempt.phase === "plain" && isUploadAddress(plain)) {
      setAttempt({ phase: "granting", src: plain });
      void grantedUploadUrl(plain).then((url) => setAttempt(url ? { phase: "granted", src: url } : { phase: "exhausted", src: plain }));
    } else if (attempt.phase !== "granting") setAttempt((current) => ({ ...current, phase: "exhausted" }));
  }

  return { src: attempt.src, exhausted: attempt.phase === "exhausted", failed };
}
