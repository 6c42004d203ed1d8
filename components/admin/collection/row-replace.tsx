"use client";

import { Check } from "lucide";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ALT_TEXT_MAX, type FileField } from "@/lib/content/collection-definition";
import { isPdf } from "../common/file-kind";
import { FileThumb } from "../common/file-thumb";
import { DraftControls, type DraftActions } from "./draft-controls";
import { pickAccepted } from "./pick-accepted";
import type { PickedFile } from "./picked-file";

/**
 * The gallery's per-row Edit: choose a replacement file, then Save (publish) or Cancel; with
 * `draft`, also Save draft, Discard draft and Publish at… as the other forms have (contract §7).
 */
export function RowReplace({
  id,
  field,
  picked,
  busy,
  onPick,
  onSave,
  onCancel,
  alt,
  draft,
  aside,
}: {
  id: string;
  field: FileField;
  picked: PickedFile | null;
  busy: boolean;
  onPick: (picked: PickedFile | null) => void;
  onSave: () => void;
  onCancel: () => void;
  /** The replacement's alternative text (image fields). */
  alt?: { value: string; onChange: (value: string) => void };
  draft?: DraftActions;
  /** Shown beside Save and Cancel, e.g. the History button. */
  aside?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <div className="flex items-center gap-2">
        {picked ? <FileThumb src={picked.url} pdf={isPdf(picked.file)} alt={`Replacement: ${picked.file.name}`} size={40} /> : null}
        <label htmlFor={id} className="sr-only">
          Replacement {field.label.toLowerCase()}
        </label>
        <input
          id={id}
          type="file"
          accept={field.inputAccept}
          disabled={busy}
          className="w-52 text-xs text-neutral-600 file:mr-2 file:h-8 file:rounded-md file:border-0 file:bg-leaf-50 file:px-2 file:text-xs file:font-medium file:text-leaf-800 file:ring-1 file:ring-leaf-200"
          onChange={(event) => {
            const accepted = pickAccepted(field, event.target.files?.[0]);
            if (!accepted) event.target.value = "";
            onPick(accepted);
          }}
        />
      </div>
      {alt ? (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-alt`} className="text-xs text-neutral-700">
            Alternative text
          </label>
          <input
            id={`${id}-alt`}
            type="text"
            value={alt.value}
            maxLength={ALT_TEXT_MAX}
            disabled={busy}
            onChange={(event) => alt.onChange(event.target.value)}
            className="h-8 w-52 rounded-md border border-neutral-300 px-2 text-xs focus:border-leaf-600 focus:ring-2 focus:ring-leaf-600/20 focus:outline-none"
          />
        </div>
      ) : null}
      <div className="flex gap-1.5">
        <Button size="sm" variant="success" onClick={onSave} disabled={busy}>
          <Icon icon={Check} className="size-3.5" />
          {busy ? "Processing..." : "Save"}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        {aside}
      </div>
      {draft ? <DraftControls actions={draft} busy={busy} /> : null}
    </div>
  );
}
