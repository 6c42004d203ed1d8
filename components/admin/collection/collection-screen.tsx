"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { confirmAction } from "@/components/ui/confirm-store";
import { toast } from "@/components/ui/toast-store";
import { ApiError, errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { altFieldOf, moveEndpoint, type CollectionDefinition, type CollectionKey } from "@/lib/content/collection-definition";
import type { RecordMove } from "@/lib/content/collection-order";
import { COLLECTIONS } from "@/lib/content/collections";
import { registerDraft, takeDraft } from "@/lib/admin-api/form-drafts";
import { PageHeader } from "../common/page-header";
import { DISCARD_CHANGES, useUnsavedChanges } from "../common/use-unsaved-changes";
import { CollectionForm, type FormHandlers } from "./collection-form";
import { preloadRichTextEditor } from "./lazy-rich-text-editor";
import { CollectionTable } from "./collection-table";
import { buildBody, emptyModel, modelFingerprint, modelFromRecord, removePath, validate, validateFileUpload, writeTarget, type FormModel, type Mode, type Row } from "./form-model";
import { LimitNote } from "./limit-note";
import { MultiUploadForm } from "./multi-upload-form";
import { releasePicked, type PickedFile } from "./picked-file";
import { RowReplace } from "./row-replace";
import { SCREEN_EXTRAS, type ScreenExtras } from "./screen-extras";
import { useCollectionList } from "./use-collection-list";
import { useParentOptions } from "./use-parent-options";

const NO_EXTRAS: ScreenExtras = {};

/** What a form parks when the session expires mid-edit: its mode and texts, never its files. */
interface FormDraft {
  mode: Mode;
  values: Record<string, string>;
}

/**
 * The one management screen, configured by a collection definition (admin.md §2, §4, §5):
 * create/edit form, table, busy state, confirmed deletes and toasts. The special cases come
 * from the definition too: `parent` (select), `keepField` files (clearable slots),
 * `singleton` (form or table), `multiUpload` (multi picker and per-row replace),
 * `limit` (form hidden with a note), `body: "json"` (counters).
 */
export function CollectionScreen({ collectionKey }: { collectionKey: CollectionKey }) {
  const def: CollectionDefinition = COLLECTIONS[collectionKey];
  const extras = SCREEN_EXTRAS[collectionKey] ?? NO_EXTRAS;
  const list = useCollectionList(def);
  const parents = useParentOptions(def, extras.parentFetchFailed);

  const [mode, setMode] = useState<Mode>({ kind: "create" });
  const [model, setModel] = useState<FormModel>(() => emptyModel(def));
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [rowEdit, setRowEdit] = useState<{ id: number; picked: PickedFile | null; alt: string } | null>(null);
  const formArea = useRef<HTMLDivElement>(null);

  // Object URLs of picked files are released when they leave the form or the screen.
  const pickedNow = useRef<PickedFile[]>([]);
  useEffect(() => {
    pickedNow.current = [...Object.values(model.files), rowEdit?.picked].filter((item): item is PickedFile => Boolean(item));
  }, [model, rowEdit]);
  useEffect(() => () => pickedNow.current.forEach(releasePicked), []);

  useEffect(() => {
    if (def.fields.some((field) => field.kind === "richtext")) preloadRichTextEditor();
  }, [def]);

  // The model the mode loads (empty, or the record being edited): the form is dirty while it differs.
  const baseline = useMemo(() => modelFingerprint(mode.kind === "edit" ? modelFromRecord(def, mode.record) : emptyModel(def)), [def, mode]);
  const dirty = modelFingerprint(model) !== baseline;
  useUnsavedChanges(dirty);

  // A session that expires mid-edit parks the texts; they come back here after signing in.
  const draftKey = `collection:${def.key}`;
  const latest = useRef<FormDraft | null>(null);
  useEffect(() => {
    latest.current = dirty ? { mode, values: model.values } : null;
  }, [dirty, mode, model.values]);
  useEffect(() => registerDraft(draftKey, () => latest.current), [draftKey]);
  useEffect(() => {
    const draft = takeDraft<FormDraft>(draftKey);
    if (!draft?.mode || !draft.values) return;
    const loaded = draft.mode.kind === "edit" ? modelFromRecord(def, draft.mode.record) : emptyModel(def);
    // Restoring state parked outside React (sessionStorage) once, on arrival.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMode(draft.mode);
    setModel({ ...loaded, values: { ...loaded.values, ...draft.values } });
    toast.info(def.files.length > 0 ? "Your unsaved changes were restored. Choose any files again." : "Your unsaved changes were restored.");
  }, [def, draftKey]);

  const editing = mode.kind === "edit";
  const clearErrors = () => {
    setFormError(null);
    setFieldErrors({});
  };

  const resetForm = () => {
    Object.values(model.files).forEach(releasePicked);
    const empty = emptyModel(def);
    setModel(empty);
    setMode({ kind: "create" });
    clearErrors();
  };

  const startEdit = async (row: Row) => {
    if (dirty && !(await confirmAction(DISCARD_CHANGES))) return;
    if (def.multiUpload) {
      releasePicked(rowEdit?.picked);
      const alt = altFieldOf(def.files[0]);
      setRowEdit({ id: row.id, picked: null, alt: alt && typeof row[alt] === "string" ? row[alt] : "" });
      return;
    }
    Object.values(model.files).forEach(releasePicked);
    const loaded = modelFromRecord(def, row);
    setModel(loaded);
    setMode({ kind: "edit", record: row });
    clearErrors();
    // The form may sit above a long table: bring it into view and put the cursor in it.
    window.requestAnimationFrame(() => {
      formArea.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      formArea.current?.querySelector<HTMLElement>("input:not([type=file]), select, textarea, [contenteditable=true]")?.focus({ preventScroll: true });
    });
  };

  const showFailure = (error: unknown, fallback: string) => {
    const text = errorText(error, fallback);
    toast.error(text);
    setFormError(text);
    setFieldErrors(error instanceof ApiError && error.details ? error.details : {});
  };

  /** Runs one write with the busy flag; true when it succeeded. */
  const write = async (run: () => Promise<void>, fallback: string, withProgress: boolean): Promise<boolean> => {
    setBusy(true);
    setProgress(withProgress ? 0 : null);
    try {
      await run();
      return true;
    } catch (error) {
      showFailure(error, fallback);
      return false;
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const submit = async () => {
    const problem = validate(def, model, mode);
    if (problem) {
      toast.error(problem);
      setFormError(problem);
      setFieldErrors({});
      return;
    }
    clearErrors();
    const body = buildBody(def, model, mode);
    const target = writeTarget(def, mode);
    const multipart = "form" in body;
    await write(
      async () => {
        const result = await apiRequest(target.path, { method: target.method, ...body, onProgress: multipart ? setProgress : undefined });
        toast.success(result.message ?? (mode.kind === "edit" ? def.messages.updated : def.messages.created));
        resetForm();
        await list.reload();
      },
      def.messages.saveFailed,
      multipart,
    );
  };

  const uploadMany = async (files: File[]) => {
    const multi = def.multiUpload;
    if (!multi) return false;
    return write(
      async () => {
        const form = new FormData();
        for (const file of files) form.append(multi.formField, file);
        const result = await apiRequest(def.endpoints.create, { method: "POST", form, onProgress: setProgress });
        toast.success(result.message ?? multi.created);
        setFormError(null);
        await list.reload();
      },
      def.files[0]?.typeMessage ?? def.messages.saveFailed,
      true,
    );
  };

  const saveRowReplace = async () => {
    if (!rowEdit) return;
    const field = def.files[0];
    const missing = validateFileUpload(def, "update", rowEdit.picked ? [rowEdit.picked.file] : []);
    if (missing || !rowEdit.picked) return void toast.error(missing ?? def.messages.saveFailed);
    const form = new FormData();
    form.append(field.formField, rowEdit.picked.file);
    const alt = altFieldOf(field);
    if (alt) form.append(alt, rowEdit.alt);
    const path = def.endpoints.update.replace("{id}", String(rowEdit.id));
    await write(
      async () => {
        const result = await apiRequest(path, { method: "PUT", form, onProgress: setProgress });
        toast.success(result.message ?? def.messages.updated);
        releasePicked(rowEdit.picked);
        setRowEdit(null);
        await list.reload();
      },
      def.messages.saveFailed,
      true,
    );
  };

  /** Moves a row, then gives the focus back to the button pressed (the row's place changed). */
  const move = async (row: Row, to: RecordMove) => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement.id : "";
    await write(
      async () => {
        await apiRequest(moveEndpoint(def.key).replace("{id}", String(row.id)), { method: "PATCH", json: to });
        await list.reload();
      },
      def.messages.saveFailed,
      false,
    );
    if (focused) requestAnimationFrame(() => document.getElementById(focused)?.focus());
  };

  const remove = async (row: Row) => {
    const confirmed = await confirmAction({ title: `Delete ${def.label.singular}?`, message: def.messages.confirmDelete, confirmLabel: "Delete" });
    if (!confirmed) return;
    setBusy(true);
    try {
      const result = await apiRequest(removePath(def, row), { method: "DELETE" });
      toast.success(result.message ?? def.messages.deleted);
      if (mode.kind === "edit" && mode.record.id === row.id) resetForm();
      if (rowEdit?.id === row.id) setRowEdit(null);
      if (extras.deleteLocally) list.removeLocally(row.id);
      else await list.reload();
    } catch (error) {
      toast.error(errorText(error, def.messages.deleteFailed));
    } finally {
      setBusy(false);
    }
  };

  const handlers: FormHandlers = {
    onValue: (name, value) => setModel((current) => ({ ...current, values: { ...current.values, [name]: value } })),
    onFile: (name, picked) => {
      if (model.files[name] !== picked) releasePicked(model.files[name]);
      setModel((current) => ({ ...current, files: { ...current.files, [name]: picked } }));
    },
    onRemoveExisting: (name) => setModel((current) => ({ ...current, existing: { ...current.existing, [name]: null } })),
    onRestoreExisting: (name) =>
      setModel((current) => {
        const original = mode.kind === "edit" ? mode.record[name] : null;
        return { ...current, existing: { ...current.existing, [name]: typeof original === "string" ? original : null } };
      }),
    onTruncated: (message) => toast.info(message),
    onSubmit: () => void submit(),
    onCancel: resetForm,
  };

  // Which parts show (admin.md §4): a singleton is a form or a table; a limited collection
  // hides its create form at the limit; nothing that depends on the count shows before it is known.
  const countMatters = Boolean(def.singleton || def.limit);
  const known = !list.loading || !countMatters;
  const atLimit = Boolean(def.limit && list.rows.length >= def.limit.max);
  const showForm = known && (editing || (def.singleton ? list.rows.length === 0 : !atLimit));
  const showLimitNote = known && !showForm && !def.singleton && def.limit !== undefined;
  const showTable = !def.singleton || !showForm || list.loading;
  const submitLabel = extras.submitLabel?.create ?? `Add ${def.label.singular}`;

  return (
    <>
      <PageHeader title={def.label.plural} description={def.description} />
      <div className="space-y-6">
        <div ref={formArea} className="scroll-mt-20">
          {showForm && def.multiUpload ? (
            <MultiUploadForm def={def} busy={busy} progress={rowEdit ? null : progress} submitLabel={submitLabel} onUpload={uploadMany} />
          ) : showForm ? (
            <CollectionForm
              def={def}
              extras={extras}
              mode={mode}
              model={model}
              busy={busy}
              progress={progress}
              formError={formError}
              fieldErrors={fieldErrors}
              parents={parents}
              handlers={handlers}
            />
          ) : null}
          {showLimitNote && def.limit ? <LimitNote text={def.limit.message} /> : null}
        </div>
        {showTable ? (
          <CollectionTable
            def={def}
            rows={list.rows}
            loading={list.loading}
            error={list.error}
            busy={busy}
            editingId={mode.kind === "edit" ? mode.record.id : (rowEdit?.id ?? null)}
            onEdit={(row) => void startEdit(row)}
            onDelete={(row) => void remove(row)}
            onMove={def.ordered ? (row, to) => void move(row, to) : undefined}
            rowEditor={
              def.multiUpload
                ? (row, layout) =>
                    rowEdit?.id === row.id ? (
                      <RowReplace
                        id={`${def.key}-replace-${layout}-${row.id}`}
                        field={def.files[0]}
                        picked={rowEdit.picked}
                        busy={busy}
                        onPick={(picked) => {
                          if (rowEdit.picked !== picked) releasePicked(rowEdit.picked);
                          setRowEdit({ ...rowEdit, picked });
                        }}
                        alt={altFieldOf(def.files[0]) ? { value: rowEdit.alt, onChange: (alt) => setRowEdit({ ...rowEdit, alt }) } : undefined}
                        onSave={() => void saveRowReplace()}
                        onCancel={() => {
                          releasePicked(rowEdit.picked);
                          setRowEdit(null);
                        }}
                      />
                    ) : null
                : undefined
            }
          />
        ) : null}
      </div>
    </>
  );
}
