"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import type { Lead } from "@/lib/leads/lead-page";
import { LEAD_NOTE_MAX } from "@/lib/leads/lead-status";

/** Edits one lead's note; `onSave` resolves true once stored (it reports its own errors). */
export function LeadNoteDialog({ lead, onSave, onClose }: { lead: Lead; onSave: (note: string) => Promise<boolean>; onClose: () => void }) {
  const [note, setNote] = useState(lead.note);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const saved = await onSave(note.trim());
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog open onClose={onClose} title={`Note on the lead from ${lead.name}`} description="Only the back office sees it; the CSV export carries it." initialFocusRef={field}>
      <form onSubmit={submit} className="space-y-4">
        <label htmlFor="lead-note" className="block text-sm font-medium text-neutral-800">
          Note
        </label>
        <Textarea id="lead-note" ref={field} rows={5} maxLength={LEAD_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? <Spinner /> : null}
            Save note
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
