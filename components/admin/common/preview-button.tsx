"use client";

import { Eye } from "lucide";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { PREVIEW_ENDPOINT } from "@/lib/site/preview-paths";

/**
 * Opens `path` of the public site in a new tab as it will look once every draft is published,
 * through a preview link the server signs for 10 minutes.
 */
export function PreviewButton({ path, label = "Preview" }: { path: string; label?: string }) {
  const [busy, setBusy] = useState(false);

  const open = async () => {
    // The tab is opened by the click itself: one opened after the call would be a blocked popup.
    const tab = window.open("", "_blank");
    setBusy(true);
    try {
      const { data } = await apiRequest<{ url: string }>(PREVIEW_ENDPOINT, { json: { path } });
      if (tab) {
        tab.opener = null;
        tab.location.href = data.url;
      } else {
        window.open(data.url, "_blank", "noopener");
      }
    } catch (error) {
      tab?.close();
      toast.error(errorText(error, "The preview could not be opened. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void open()} disabled={busy} aria-label={`${label}: opens the public page with unpublished changes in a new tab`}>
      {busy ? <Spinner /> : <Icon icon={Eye} className="size-4" />}
      {label}
    </Button>
  );
}
