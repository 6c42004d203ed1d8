"use client";

import { CalendarClock, FilePen, Undo2 } from "lucide";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";

export interface DraftActions {
  /** The record being edited has a draft (or exists only as one). */
  hasDraft: boolean;
  onSaveDraft: () => void;
  onDiscardDraft: () => void;
  /** Saves the form as the draft and schedules its publishing. */
  onPublishAt: (at: Date) => void;
}

/** "Save draft", "Discard draft" and "Publish at…" beside a form's publish button (contract §7). */
export function DraftControls({ actions, busy }: { actions: DraftActions; busy: boolean }) {
  const id = useId();
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState("");
  const at = when ? new Date(when) : null;
  const valid = at !== null && !Number.isNaN(at.getTime());
  return (
    <div className="flex flex-wrap items-center gap-2 sm:mr-auto">
      <Button variant="secondary" onClick={actions.onSaveDraft} disabled={busy} data-action="save-draft">
        <Icon icon={FilePen} className="size-4" />
        Save draft
      </Button>
      {actions.hasDraft ? (
        <Button variant="secondary" onClick={actions.onDiscardDraft} disabled={busy} data-action="discard-draft">
          <Icon icon={Undo2} className="size-4" />
          Discard draft
        </Button>
      ) : null}
      {scheduling ? (
        <span className="flex items-center gap-2">
          <label htmlFor={id} className="sr-only">
            Publish at
          </label>
          <Input id={id} type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} disabled={busy} className="w-auto" />
          <Button variant="secondary" disabled={busy || !valid} onClick={() => at && actions.onPublishAt(at)} data-action="schedule">
            Schedule
          </Button>
        </span>
      ) : (
        <Button variant="secondary" onClick={() => setScheduling(true)} disabled={busy} data-action="publish-at">
          <Icon icon={CalendarClock} className="size-4" />
          Publish at…
        </Button>
      )}
    </div>
  );
}
