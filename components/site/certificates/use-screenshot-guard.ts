"use client";

import { useEffect, useState } from "react";

const WARNING_MS = 2000;

function isScreenshotShortcut(event: KeyboardEvent): boolean {
  if (event.key === "PrintScreen" || event.code === "PrintScreen") return true;
  // macOS: Cmd+Shift+3, 4 or 5 (the key reads '#', '$', '%' with Shift, so look at the code).
  return event.metaKey && event.shiftKey && ["Digit3", "Digit4", "Digit5"].includes(event.code);
}

async function clipboardHoldsContent(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: "clipboard-read" as PermissionName });
    if (status.state !== "granted") return false;
    const items = await navigator.clipboard.read();
    return items.length > 0;
  } catch {
    return false;
  }
}

/**
 * Whether the 'Screenshot detected!' warning shows: for 2 s after a screenshot shortcut, or
 * when the window regains focus with something on the clipboard (only where clipboard reading
 * is already granted; the visitor is never asked). A deterrent, not a protection.
 */
export function useScreenshotGuard(): boolean {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer = 0;
    const warn = () => {
      setVisible(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setVisible(false), WARNING_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      if (!isScreenshotShortcut(event)) return;
      warn();
      navigator.clipboard?.writeText("").catch(() => {});
    };
    const onFocus = () => {
      void clipboardHoldsContent().then((held) => held && warn());
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener("keyup", onKey);
    window.addEventListener("focus", onFocus);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener("keyup", onKey);
      window.removeEventListener("focus", onFocus);
      window.clearTimeout(timer);
    };
  }, []);

  return visible;
}
