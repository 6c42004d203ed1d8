"use client";

import { Check, CircleAlert, PenLine, Plus } from "lucide";
import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/class-names";
import { describedBy, Field } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { Input, Select, Textarea } from "@/components/ui/input";
import { ProgressBar } from "@/components/ui/progress-bar";
import { altFieldOf, type CollectionDefinition, type ValueField } from "@/lib/content/collection-definition";
import { SubmitButton } from "../common/submit-button";
import { DraftControls, type DraftActions } from "./draft-controls";
import { FileField } from "./file-field";
import { LazyRichTextEditor } from "./lazy-rich-text-editor";
import type { FormModel, Mode } from "./form-model";
import type { PickedFile } from "./picked-file";
import type { ScreenExtras } from "./screen-extras";
import type { ParentOption } from "./use-parent-options";

export interface FormHandlers {
  onValue: (name: string, value: string) => void;
  onFile: (name: string, picked: PickedFile | null) => void;
  onRemoveExisting: (name: string) => void;
  onRestoreExisting: (name: string) => void;
  onTruncated: (message: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The create/edit form of a definition: its parent select, value fields and file fields. */
export function CollectionForm({
  def,
  extras,
  mode,
  model,
  busy,
  progress,
  formError,
  fieldErrors,
  parents,
  handlers,
  draft,
  aside,
}: {
  def: CollectionDefinition;
  extras: ScreenExtras;
  mode: Mode;
  model: FormModel;
  busy: boolean;
  progress: number | null;
  formError: string | null;
  fieldErrors: Record<string, string>;
  parents: ParentOption[];
  handlers: FormHandlers;
  /** Save draft, Discard draft and Publish at… (contract §7); absent: the form only publishes. */
  draft?: DraftActions;
  /** Shown in the form's header, e.g. the History button. */
  aside?: ReactNode;
}) {
  const editing = mode.kind === "edit";
  const parent = def.parent;
  const idFor = (name: string) => `${def.key}-${name}`;
  const mainFiles = def.files.filter((field) => !field.keepField);
  const clearableFiles = def.files.filter((field) => field.keepField);
  const singular = def.label.singular;
  const submitLabel = editing ? (extras.submitLabel?.edit ?? `Update ${singular}`) : (extras.submitLabel?.create ?? `Add ${singular}`);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) handlers.onSubmit();
  };

  const renderValue = (field: ValueField) => {
    const id = idFor(field.name);
    const error = fieldErrors[field.name];
    const required = Boolean(editing ? field.required?.onUpdate : field.required?.onCreate);
    const value = model.values[field.name] ?? "";
    const common = {
      id,
      name: field.name,
      value,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(id, undefined, error),
      "aria-required": required || undefined,
    };
    const wide = field.kind === "textarea" || field.kind === "richtext";
    const limit = field.maxPlainLength;
    return (
      <div key={field.name} className={cx(wide && "lg:col-span-2")}>
        {field.kind === "richtext" ? (
          <Field id={id} label={field.label} required={required} error={error}>
            <LazyRichTextEditor
              id={id}
              label={field.label}
              value={value}
              onChange={(html) => handlers.onValue(field.name, html)}
              maxPlainLength={limit?.max}
              onTruncate={limit ? () => handlers.onTruncated(limit.truncatedMessage) : undefined}
              disabled={busy}
              invalid={Boolean(error)}
              describedBy={[limit ? `${id}-counter` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
            />
          </Field>
        ) : (
          <Field id={id} label={field.label} required={required} error={error}>
            {field.kind === "textarea" ? (
              <Textarea {...common} rows={4} maxLength={field.maxLength} onChange={(event) => handlers.onValue(field.name, event.target.value)} />
            ) : field.kind === "integer" && field.min !== undefined && field.max !== undefined && field.max - field.min <= 10 ? (
              // A short scale (a rating) is picked, not typed.
              <Select {...common} onChange={(event) => handlers.onValue(field.name, event.target.value)}>
                {Array.from({ length: field.max - field.min + 1 }, (_, index) => String(field.min! + index)).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Select>
            ) : field.kind === "integer" ? (
              <Input
                {...common}
                type="number"
                inputMode="numeric"
                step={1}
                min={field.min}
                max={field.max}
                onChange={(event) => handlers.onValue(field.name, event.target.value)}
              />
            ) : (
              <Input {...common} type="text" maxLength={field.maxLength} placeholder={field.placeholder} onChange={(event) => handlers.onValue(field.name, event.target.value)} />
            )}
          </Field>
        )}
      </div>
    );
  };

  const renderFile = (field: CollectionDefinition["files"][number], compact: boolean) => {
    const altName = altFieldOf(field);
    return (
      <FileField
        key={field.name}
        id={idFor(field.formField)}
        field={field}
        picked={model.files[field.name] ?? null}
        existing={model.existing[field.name]}
        removedExisting={editing && model.existing[field.name] === null && Boolean(mode.kind === "edit" && mode.record[field.name])}
        editing={editing}
        error={fieldErrors[field.formField] ?? fieldErrors[field.name]}
        onPick={(picked) => handlers.onFile(field.name, picked)}
        onRemoveExisting={field.keepField ? () => handlers.onRemoveExisting(field.name) : undefined}
        onRestoreExisting={field.keepField ? () => handlers.onRestoreExisting(field.name) : undefined}
        compact={compact}
        alt={
          altName
            ? { id: idFor(altName), value: model.values[altName] ?? "", error: fieldErrors[altName], onChange: (value) => handlers.onValue(altName, value) }
            : undefined
        }
      />
    );
  };

  return (
    <section
      aria-labelledby={`${def.key}-form-title`}
      className={cx("rounded-xl border bg-white shadow-xs", editing ? "border-green-300 ring-1 ring-green-200" : "border-neutral-200")}
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-neutral-200 px-4 py-3 sm:px-5">
        <h2 id={`${def.key}-form-title`} className="flex items-center gap-2 font-semibold text-neutral-900">
          <Icon icon={editing ? PenLine : Plus} className={cx("size-4", editing ? "text-green-700" : "text-leaf-700")} />
          {editing ? `Edit ${singular}` : `Add ${singular}`}
        </h2>
        <span className="flex items-center gap-2">
          {aside}
          {editing ? <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-medium text-green-800">Edit mode</span> : null}
        </span>
      </header>
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${def.key}-form-title`} aria-busy={busy}>
        <fieldset disabled={busy} className="grid gap-5 px-4 py-5 sm:px-5 lg:grid-cols-2">
          {parent ? (
            <Field id={idFor(parent.field)} label={parent.label} required error={fieldErrors[parent.field]}>
              <Select
                id={idFor(parent.field)}
                name={parent.field}
                value={model.values[parent.field] ?? ""}
                onChange={(event) => handlers.onValue(parent.field, event.target.value)}
                aria-required
                aria-invalid={fieldErrors[parent.field] ? true : undefined}
                aria-describedby={describedBy(idFor(parent.field), undefined, fieldErrors[parent.field])}
              >
                <option value="">Select a {parent.label.toLowerCase()}</option>
                {parents.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          {def.fields.map(renderValue)}
          {mainFiles.length ? (
            <div className={cx("grid gap-5 lg:col-span-2", mainFiles.length > 1 && "lg:grid-cols-2")}>{mainFiles.map((field) => renderFile(field, false))}</div>
          ) : null}
          {clearableFiles.length ? (
            <div className="lg:col-span-2">
              <h3 className="text-sm font-semibold text-neutral-800">Sub images</h3>
              {extras.clearableFilesNote ? <p className="mt-1 text-xs text-neutral-600">{extras.clearableFilesNote}</p> : null}
              <div className="mt-3 grid gap-4 sm:grid-cols-2">{clearableFiles.map((field) => renderFile(field, true))}</div>
            </div>
          ) : null}
        </fieldset>
        {fieldErrors.files ? <p className="px-5 pb-2 text-xs font-medium text-red-700">{fieldErrors.files}</p> : null}
        <div className="space-y-3 border-t border-neutral-200 bg-neutral-50/70 px-4 py-3 sm:px-5">
          {progress !== null ? <ProgressBar value={progress} /> : null}
          {formError ? (
            <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-700">
              <Icon icon={CircleAlert} className="mt-0.5 size-4 shrink-0" />
              {formError}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {draft ? <DraftControls actions={draft} busy={busy} /> : null}
            {editing ? (
              <Button variant="secondary" onClick={handlers.onCancel} disabled={busy}>
                Cancel
              </Button>
            ) : null}
            <SubmitButton busy={busy} icon={editing ? Check : Plus} label={submitLabel} variant={editing ? "success" : "primary"} />
          </div>
        </div>
      </form>
    </section>
  );
}
