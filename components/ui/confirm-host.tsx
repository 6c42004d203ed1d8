"use client";

import { CircleAlert, Trash2 } from "lucide";
import { useRef, useSyncExternalStore } from "react";
import { Button } from "./button";
import { answerConfirm, getPendingConfirm, getServerConfirm, subscribeConfirm } from "./confirm-store";
import { Dialog } from "./dialog";
import { Icon } from "./icon";

/** Renders the pending confirmation (admin.md §4: deleting always asks first). */
export function ConfirmHost() {
  const pending = useSyncExternalStore(subscribeConfirm, getPendingConfirm, getServerConfirm);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={pending !== null} onClose={() => answerConfirm(false)} title={pending?.title ?? ""} role="alertdialog" description={pending?.message} initialFocusRef={cancelRef}>
      <div className="flex items-center gap-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
        <Icon icon={CircleAlert} className="size-4 shrink-0" />
        This cannot be undone.
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* Cancel takes the first focus so Enter never deletes by accident. */}
        <Button variant="secondary" ref={cancelRef} onClick={() => answerConfirm(false)}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => answerConfirm(true)}>
          <Icon icon={Trash2} className="size-4" />
          {pending?.confirmLabel ?? "Delete"}
        </Button>
      </div>
    </Dialog>
  );
}
