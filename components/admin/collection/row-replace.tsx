"use client";

import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast-store";
import type { FileField } from "@/lib/content/collection-definition";
import { isPdf } from "../common/file-kind";
import { FileThumb } from "../common/file-thumb";
import { acceptsFile } from "./accepts-file";
import { pickFile, type PickedFile } from "./picked-file";

/** The gallery's per-row Edit: choose a replacement file, then Save or Cancel. */
export function RowReplace({
  id,
  field,
  picked,
  busy,
  onPick,
  onSave,
  onCancel,
}: {
  id: string;
  field: FileField;
  picked: PickedFile | null;
  busy: boolean;
  onPick: (picked: PickedFile | null) => void;
  onSave: () => void;
  onCancel: () => void;
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
            const file = event.target.files?.[0];
            if (file && !acceptsFile(field.inputAccept, file)) {
              toast.error(field.typeMessage);
              event.target.value = "";
              return onPick(null);
            }
            onPick(file ? pickFile(file) : null);
          }}
        />
      </div>
      <div className="flex gap-1.5">
        <Button size="sm" variant="success" onClick={onSave} disabled={busy}>
          <Icon name="check" className="size-3.5" />
          {busy ? "Processing..." : "Save"}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
