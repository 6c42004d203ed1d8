"use client";

import { CircleAlert, Trash2 } from "lucide";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { confirmAction } from "@/components/ui/confirm-store";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";

/** Says that the site still shows the demonstration content, and moves all of it to the trash in one action. */
export function DemoContentNotice({ records, onRemoved }: { records: number; onRemoved: () => void }) {
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    const confirmed = await confirmAction({
      title: "Remove the demo content?",
      message: `This moves the ${records} demonstration records seeded at first start (slides, products, testimonials, counters, certificates, ...) and their files to the trash, where each can be restored until it is purged. Content you added yourself stays.`,
      confirmLabel: "Remove demo content",
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const result = await apiRequest("/api/admin/demo-content", { method: "DELETE" });
      toast.success(result.message ?? "Demo content removed.");
      onRemoved();
    } catch (error) {
      toast.error(errorText(error, "Failed to remove the demo content."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Demo content" className="mb-4 flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Icon icon={CircleAlert} className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <p className="text-sm text-amber-900">
          <strong className="font-semibold">The website shows demo content.</strong> {records} made-up records (testimonials, counters, products, ...) were seeded at first start. Remove them before going live.
        </p>
      </div>
      <Button variant="danger" size="sm" onClick={() => void remove()} disabled={busy}>
        <Icon icon={Trash2} className="size-4" />
        {busy ? "Removing..." : "Remove demo content"}
      </Button>
    </section>
  );
}
