"use client";

import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { grantedUploadUrl, isUploadAddress } from "@/lib/admin-api/file-grants";

/**
 * A link that opens a stored file in a new tab, also one kept privately (a PDF only a draft or a
 * kept version names): the tab opens at once, on the click, so no pop-up blocker stops it, and
 * is sent to the address with a grant once the server gave one (the plain address otherwise).
 */
export function UploadLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  function open(event: MouseEvent<HTMLAnchorElement>) {
    // Modified clicks (new window, download) and other sites' addresses keep the browser's way.
    if (!isUploadAddress(href) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const tab = window.open("about:blank", "_blank");
    if (!tab) return;
    tab.opener = null;
    void grantedUploadUrl(href).then((url) => tab.location.replace(url ?? href));
  }
  return <a href={href} target="_blank" rel="noopener noreferrer" onClick={open} {...rest} />;
}
