"use client";

import { Upload } from "lucide";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { ProgressBar } from "@/components/ui/progress-bar";
import { RemoveButton } from "@/components/ui/remove-button";
import { toast } from "@/components/ui/toast-store";
import type { CollectionDefinition } from "@/lib/content/collection-definition";
import { isPdf } from "../common/file-kind";
import { FileThumb } from "../common/file-thumb";
import { SubmitButton } from "../common/submit-button";
import { useFileDrop } from "../common/use-file-drop";
import { acceptsFile } from "./accepts-file";
import { DraftControls } from "./draft-controls";
import { validateFileUpload } from "./form-model";
import { pickFile, releasePicked, type PickedFile } from "./picked-file";

/** What the picked files can become besides published at once (contract §7): drafts, or drafts scheduled. */
export interface MultiUploadDrafts {
  /** Each file becomes an item that exists only as a draft; true when it worked. */
  onSaveDrafts: (files: File[]) => Promise<boolean>;
  /** Each file becomes a draft-only item published at `at`; true when it worked. */
  onScheduleDrafts: (files: File[], at: Date) => Promise<boolean>;
}

/**
 * The gallery's create form (a definition with `multiUpload`): several files picked, each
 * previewed and removable before one 'Upload Gallery' call, or kept as drafts.
 */
export function MultiUploadForm({
  def,
  busy,
  progress,
  submitLabel,
  onUpload,
  drafts,
}: {
  def: CollectionDefinition;
  busy: boolean;
  progress: number | null;
  submitLabel: string;
  onUpload: (files: File[]) => Promise<boolean>;
  /** Save draft and Publish at… beside the upload button; absent: the form only publishes. */
  drafts?: MultiUploadDrafts;
}) {
  const field = def.files[0];
  const formField = def.multiUpload?.formField ?? field.formField;
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const latest = useRef(picked);
  const id = `${def.key}-${formField}`;

  useEffect(() => {
    latest.current = picked;
  }, [picked]);
  useEffect(() => () => latest.current.forEach(releasePicked), []);

  const add = (files: FileList | File[] | null) => {
    const chosen = [...(files ?? [])];
    const accepted = chosen.filter((file) => acceptsFile(field.inputAccept, file));
    if (accepted.length < chosen.length) toast.error(field.typeMessage);
    setPicked((current) => [...current, ...accepted.map(pickFile)]);
  };

  const drop = useFileDrop(add, busy);

  const remove = (item: PickedFile) => {
    releasePicked(item);
    setPicked((current) => current.filter((entry) => entry !== item));
  };

  /** Sends the picked files one way; the selection clears once it worked. */
  const send = async (run: (files: File[]) => Promise<boolean>) => {
    if (busy) return;
    const missing = validateFileUpload(def, "create", picked.map((item) => item.file));
    if (missing) return void toast.error(missing);
    if (await run(picked.map((item) => item.file))) {
      picked.forEach(releasePicked);
      setPicked([]);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(onUpload);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-neutral-200 bg-white shadow-xs">
      <header className="border-b border-neutral-200 px-4 py-3 sm:px-5">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-neutral-900">
          <Icon icon={Upload} className="size-4 text-leaf-700" />
          Upload images
        </h2>
      </header>
      <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} aria-busy={busy}>
        <fieldset disabled={busy} className="space-y-4 px-4 py-5 sm:px-5">
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium text-neutral-800">Images</span>
            <input
              id={id}
              type="file"
              multiple
              accept={field.inputAccept}
              className="peer sr-only"
              onChange={(event) => {
                add(event.target.files);
                // Cleared so the same file can be chosen again after removing it.
                event.target.value = "";
              }}
            />
            <label
              htmlFor={id}
              {...drop.dropProps}
              data-dragging={drop.dragging || undefined}
              className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors peer-focus-visible:border-leaf-600 peer-focus-visible:ring-2 peer-focus-visible:ring-leaf-600/30 hover:border-leaf-400 hover:bg-leaf-50/50 ${
                drop.dragging ? "border-leaf-500 bg-leaf-50" : "border-neutral-300 bg-neutral-50"
              }`}
            >
              <Icon icon={Upload} className="size-7 text-leaf-600" />
              <span className="text-sm font-medium text-neutral-800">Choose images to add, or drop them here</span>
              <span className="text-xs text-neutral-500">JPEG, JPG, PNG, GIF or PDF. Select several at once; remove any before uploading.</span>
            </label>
          </div>
          {picked.length ? (
            <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6" aria-label="Selected images">
              {picked.map((item) => (
                <li key={item.url} className="relative">
                  <FileThumb src={item.url} pdf={isPdf(item.file)} alt={`Selected: ${item.file.name}`} size={112} className="aspect-square h-auto! w-full!" />
                  <RemoveButton label={`Remove ${item.file.name}`} onClick={() => remove(item)} className="size-7" />
                  <p className="mt-1 truncate text-xs text-neutral-500">{item.file.name}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>
        <div className="space-y-3 border-t border-neutral-200 bg-neutral-50/70 px-4 py-3 sm:px-5">
          {progress !== null ? <ProgressBar value={progress} /> : null}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm text-neutral-600" aria-live="polite">
              {picked.length ? `${picked.length} selected` : "Nothing selected yet"}
            </span>
            <span className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
              {drafts ? (
                <DraftControls
                  busy={busy}
                  actions={{
                    hasDraft: false,
                    onSaveDraft: () => void send(drafts.onSaveDrafts),
                    onDiscardDraft: () => undefined,
                    onPublishAt: (at) => void send((files) => drafts.onScheduleDrafts(files, at)),
                  }}
                />
              ) : null}
              <SubmitButton busy={busy} icon={Upload} label={submitLabel} />
            </span>
          </div>
        </div>
      </form>
    </section>
  );
}
