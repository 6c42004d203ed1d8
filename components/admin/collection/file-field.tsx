"use client";

import { useEffect, useRef } from "react";
import { cx } from "@/components/ui/class-names";
import { describedBy, Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { RemoveButton } from "@/components/ui/remove-button";
import { ALT_TEXT_MAX, type FileField as FileFieldDefinition } from "@/lib/content/collection-definition";
import { isPdf } from "../common/file-kind";
import { FileThumb } from "../common/file-thumb";
import { useFileDrop } from "../common/use-file-drop";
import { pickAccepted } from "./pick-accepted";
import type { PickedFile } from "./picked-file";

const FILE_INPUT_CLASS =
  "block w-full text-sm text-neutral-600 file:mr-3 file:h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-leaf-50 file:px-3 " +
  "file:text-sm file:font-medium file:text-leaf-800 file:ring-1 file:ring-leaf-200 hover:file:bg-leaf-100 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * One file input of a definition: refuses a wrong type at once with the field's `typeMessage`
 * (clearing the input), previews the pick, shows the current file when editing and, for
 * clearable fields (`keepField`), removes it with ×.
 */
export function FileField({
  id,
  field,
  picked,
  existing,
  editing,
  error,
  onPick,
  onRemoveExisting,
  onRestoreExisting,
  removedExisting,
  compact,
  alt,
}: {
  id: string;
  field: FileFieldDefinition;
  picked: PickedFile | null;
  existing?: string | null;
  editing: boolean;
  error?: string;
  onPick: (picked: PickedFile | null) => void;
  onRemoveExisting?: () => void;
  onRestoreExisting?: () => void;
  removedExisting?: boolean;
  compact?: boolean;
  /** The field's alternative text (image fields), edited beside the picker. */
  alt?: { id: string; value: string; error?: string; onChange: (value: string) => void };
}) {
  const input = useRef<HTMLInputElement>(null);

  /** A file from the picker or dropped on the box: the same type check and message either way. */
  const choose = (file: File | undefined) => {
    const accepted = pickAccepted(field, file);
    if (!accepted && input.current) input.current.value = "";
    onPick(accepted);
  };
  const drop = useFileDrop((files) => choose(files[0]));

  // The form was reset or the pick discarded: the native input must forget its file too.
  useEffect(() => {
    if (!picked && input.current) input.current.value = "";
  }, [picked]);

  const required = editing ? Boolean(field.required?.onUpdate) : Boolean(field.required?.onCreate);
  const hint = editing && existing && !field.required?.onUpdate && !field.keepField ? "Leave empty to keep the current file." : undefined;

  const altHint = `Describes the image to screen readers and search engines, up to ${ALT_TEXT_MAX} characters. Empty: a generic text is used.`;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <Field id={id} label={field.label} required={required} hint={hint} error={error}>
        <div
          {...drop.dropProps}
          data-dragging={drop.dragging || undefined}
          className={cx(
            "flex gap-3 rounded-lg border border-dashed p-3 transition-colors",
            drop.dragging ? "border-leaf-500 bg-leaf-50" : "border-neutral-300 bg-neutral-50/60",
            compact ? "flex-col" : "flex-col sm:flex-row sm:items-center",
          )}
        >
          <input
            ref={input}
            id={id}
            type="file"
            accept={field.inputAccept}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            className={FILE_INPUT_CLASS}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {!picked ? <span className="text-xs text-neutral-500">or drop a file here</span> : null}
          <div className="flex flex-wrap items-start gap-3">
            {editing && existing && !picked ? (
              <Preview label="Current" src={existing} alt={`Current ${field.label}`} onRemove={onRemoveExisting} removeLabel={`Remove current ${field.label}`} />
            ) : null}
            {editing && removedExisting && !picked ? (
              <p className="flex items-center gap-2 text-xs text-neutral-600">
                <span className="rounded bg-amber-50 px-2 py-1 font-medium text-amber-800 ring-1 ring-amber-200">Will be cleared on save</span>
                {onRestoreExisting ? (
                  <button type="button" onClick={onRestoreExisting} className="font-medium text-leaf-700 hover:underline">
                    Undo
                  </button>
                ) : null}
              </p>
            ) : null}
            {picked ? (
              <Preview
                label={editing && existing ? "New" : "Selected"}
                src={picked.url}
                pdf={isPdf(picked.file)}
                alt={`Selected ${field.label}: ${picked.file.name}`}
                onRemove={() => onPick(null)}
                removeLabel={`Discard selected ${field.label}`}
                caption={picked.file.name}
              />
            ) : null}
          </div>
        </div>
      </Field>
      {alt ? (
        <Field id={alt.id} label={`${field.label} alternative text`} hint={compact ? undefined : altHint} error={alt.error}>
          <Input
            id={alt.id}
            name={alt.id}
            type="text"
            value={alt.value}
            maxLength={ALT_TEXT_MAX}
            aria-invalid={alt.error ? true : undefined}
            aria-describedby={describedBy(alt.id, compact ? undefined : altHint, alt.error)}
            onChange={(event) => alt.onChange(event.target.value)}
          />
        </Field>
      ) : null}
    </div>
  );
}

function Preview({
  label,
  src,
  pdf,
  alt,
  onRemove,
  removeLabel,
  caption,
}: {
  label: string;
  src: string;
  pdf?: boolean;
  alt: string;
  onRemove?: () => void;
  removeLabel: string;
  caption?: string;
}) {
  return (
    <figure className="relative flex items-center gap-2">
      <div className="relative">
        <FileThumb src={src} pdf={pdf} alt={alt} size={64} />
        {onRemove ? (
          <RemoveButton label={removeLabel} onClick={onRemove} />
        ) : null}
      </div>
      <figcaption className="max-w-40 text-xs text-neutral-500">
        <span className="block font-medium text-neutral-700">{label}</span>
        {caption ? <span className="block truncate">{caption}</span> : null}
      </figcaption>
    </figure>
  );
}
