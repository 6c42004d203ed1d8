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
import { PreviewButton } from "../common/preview-button";
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
import { useEditFromAddress } from "./use-edit-from-address";
import { useDrafts } from "./use-drafts";
import { DraftMark } from "./draft-mark";
import { discardDraft, publishDraft, saveDraft, undoDelete, undoSave } from "@/lib/admin-api/publishing-api";
import type { DraftActions } from "./draft-controls";
import { draftActions } from "./draft-actions";
import { HistoryPanel, type HistoryField } from "./history-panel";
import { Button } from "@/components/ui/button";
import { useParentOptions } from "./use-parent-options";

const NO_EXTRAS: ScreenExtras = {};

/** What a form parks when the session expires mid-edit: its mode and texts, never its files. */
interface FormDraft {
  mode: Mode;
  values: Record<string, string>;
}

/** A gallery row being edited in place: its id, the replacement file picked, its alternative text. */
interface RowEdit {
  id: number;
  picked: PickedFile | null;
  alt: string;
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
  const drafts = useDrafts(def.key);
  // Items that exist only as drafts are listed after the published ones, marked.
  const rows = useMemo(() => {
    const draftOnly = [...drafts.byId.values()].filter((draft) => draft.draft_only && !list.rows.some((row) => row.id === draft.id));
    return [...list.rows, ...draftOnly.map((draft): Row => ({ ...draft.record, id: draft.id }))];
  }, [list.rows, drafts.byId]);
  const reloadAll = async () => {
    await Promise.all([list.reload(), drafts.reload()]);
  };
  const parents = useParentOptions(def, extras.parentFetchFailed);

  const [mode, setMode] = useState<Mode>({ kind: "create" });
  const [model, setModel] = useState<FormModel>(() => emptyModel(def));
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [rowEdit, setRowEdit] = useState<RowEdit | null>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyFields = useMemo(
    (): HistoryField[] => [
      ...def.fields.map((field): HistoryField => ({ name: field.name, label: field.label, kind: "text" })),
      ...def.files.map((field): HistoryField => ({ name: field.name, label: field.label, kind: "file" })),
    ],
    [def],
  );

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
  // While a record with a page of its own is edited, Preview opens that page.
  const previewPath = mode.kind === "edit" && def.public.recordPage ? def.public.recordPage(mode.record) : def.public.page;
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
      // As in the form: an item with unpublished changes is edited from its draft.
      const current: Row = { ...row, ...drafts.byId.get(row.id)?.record, id: row.id };
      setRowEdit({ id: row.id, picked: null, alt: alt && typeof current[alt] === "string" ? current[alt] : "" });
      return;
    }
    Object.values(model.files).forEach(releasePicked);
    // An item with unpublished changes is edited from its draft.
    const draft = drafts.byId.get(row.id);
    const record: Row = draft ? { ...row, ...draft.record, id: row.id } : row;
    const loaded = modelFromRecord(def, record);
    setModel(loaded);
    setMode({ kind: "edit", record });
    clearErrors();
    // The form may sit above a long table: bring it into view and put the cursor in it.
    window.requestAnimationFrame(() => {
      formArea.current?.scrollIntoView({ behavior: "smooth", block: "start" });
      formArea.current?.querySelector<HTMLElement>("input:not([type=file]), select, textarea, [contenteditable=true]")?.focus({ preventScroll: true });
    });
  };

  // A link from the Activity screen (`?edit=<id>`) opens that record's form.
  useEditFromAddress(list.rows, list.loading, (row) => void startEdit(row));

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
    const draftOf = mode.kind === "edit" ? drafts.byId.get(mode.record.id) : undefined;
    await write(
      async () => {
        if (draftOf && mode.kind === "edit") {
          // An item with a draft publishes through it: the form's values become the draft, then go live.
          await saveDraft(def.key, mode.record.id, body, multipart ? setProgress : undefined);
          const result = await publishDraft(def.key, mode.record.id);
          toast.success(result.message ?? def.messages.updated, undoAction(mode.record.id, false));
        } else {
          const result = await apiRequest<Row>(target.path, { method: target.method, ...body, onProgress: multipart ? setProgress : undefined });
          toast.success(result.message ?? (mode.kind === "edit" ? def.messages.updated : def.messages.created), undoAction(result.data?.id, mode.kind === "create"));
        }
        resetForm();
        await reloadAll();
      },
      def.messages.saveFailed,
      multipart,
    );
  };

  /** The toast's Undo after a save: the previous version back (a new record: to the trash). */
  const undoAction = (id: number | undefined, created: boolean) =>
    typeof id === "number"
      ? {
          label: "Undo",
          run: () =>
            void undoSave(def.key, id, created ? removePath(def, { id }) : null).then(
              async (message) => {
                toast.info(message ?? "Undone.");
                await reloadAll();
              },
              (error: unknown) => toast.error(errorText(error, def.messages.saveFailed)),
            ),
        }
      : undefined;

  const formDraftActions: DraftActions = draftActions({
    collection: def.key,
    id: mode.kind === "edit" ? mode.record.id : null,
    hasDraft: mode.kind === "edit" && drafts.byId.has(mode.record.id),
    store: async () => {
      clearErrors();
      const body = buildBody(def, model, mode);
      return (await saveDraft(def.key, mode.kind === "edit" ? mode.record.id : null, body, setProgress)).data.id;
    },
    // A form of JSON fields uploads nothing: no progress bar.
    write: (run, stores) => write(run, def.messages.saveFailed, stores && def.body !== "json"),
    close: resetForm,
    reload: reloadAll,
  });

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

  /** The gallery's drafts from the multi-upload: one draft-only item per file, published at `at` when given. */
  const draftMany = async (files: File[], at?: Date) => {
    const field = def.files[0];
    const multi = def.multiUpload;
    if (!field || !multi) return false;
    const done = await write(
      async () => {
        let scheduled: string | undefined;
        for (const file of files) {
          const form = new FormData();
          form.append(multi.formField, file);
          const saved = await saveDraft(def.key, null, { form }, setProgress);
          if (at) scheduled = (await publishDraft(def.key, saved.data.id, at)).message;
        }
        // The same words as every other form's Save draft.
        toast.success(at ? (scheduled ?? "Scheduled.") : "Draft saved.");
        setFormError(null);
      },
      field.typeMessage,
      true,
    );
    await drafts.reload();
    return done;
  };

  /** A gallery row's file (when one was picked) and alternative text, as its update or draft takes them. */
  const rowForm = (edit: { picked: PickedFile | null; alt: string }): FormData => {
    const field = def.files[0];
    const form = new FormData();
    if (edit.picked) form.append(field.formField, edit.picked.file);
    const alt = altFieldOf(field);
    if (alt) form.append(alt, edit.alt);
    return form;
  };

  const closeRowEdit = () => {
    releasePicked(rowEdit?.picked);
    setRowEdit(null);
  };

  const saveRowReplace = async () => {
    if (!rowEdit) return;
    const id = rowEdit.id;
    // An item with a draft publishes through it, as the form does; the draft already names a file.
    const drafted = drafts.byId.has(id);
    const missing = drafted ? null : validateFileUpload(def, "update", rowEdit.picked ? [rowEdit.picked.file] : []);
    if (missing || (!drafted && !rowEdit.picked)) return void toast.error(missing ?? def.messages.saveFailed);
    const form = rowForm(rowEdit);
    const path = def.endpoints.update.replace("{id}", String(id));
    await write(
      async () => {
        if (drafted) {
          await saveDraft(def.key, id, { form }, setProgress);
          const result = await publishDraft(def.key, id);
          toast.success(result.message ?? def.messages.updated, undoAction(id, false));
        } else {
          const result = await apiRequest(path, { method: "PUT", form, onProgress: setProgress });
          toast.success(result.message ?? def.messages.updated, undoAction(id, false));
        }
        closeRowEdit();
        await reloadAll();
      },
      def.messages.saveFailed,
      true,
    );
  };

  const rowDraftActions = (edit: RowEdit): DraftActions =>
    draftActions({
      collection: def.key,
      id: edit.id,
      hasDraft: drafts.byId.has(edit.id),
      store: async () => (await saveDraft(def.key, edit.id, { form: rowForm(edit) }, setProgress)).data.id,
      write: (run, stores) => write(run, def.messages.saveFailed, stores),
      close: closeRowEdit,
      reload: reloadAll,
    });

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
      const draftOnly = drafts.byId.get(row.id)?.draft_only === true;
      const result = draftOnly ? await discardDraft(def.key, row.id) : await apiRequest(removePath(def, row), { method: "DELETE" });
      const undo = draftOnly
        ? undefined
        : {
            label: "Undo",
            run: () =>
              void undoDelete(def.key, row.id).then(
                async (message) => {
                  toast.info(message ?? "Restored.");
                  await reloadAll();
                },
                (error: unknown) => toast.error(errorText(error, def.messages.deleteFailed)),
              ),
          };
      toast.success(result.message ?? def.messages.deleted, undo);
      if (mode.kind === "edit" && mode.record.id === row.id) resetForm();
      if (rowEdit?.id === row.id) setRowEdit(null);
      if (extras.deleteLocally && !draftOnly) list.removeLocally(row.id);
      else await reloadAll();
    } catch (error) {
      toast.error(errorText(error, def.messages.deleteFailed));
    } finally {
      setBusy(false);
    }
  };

  // The record whose History opens: the one in the form, or the gallery row being edited.
  const historyOf: Row | null = mode.kind === "edit" ? mode.record : rowEdit ? (rows.find((row) => row.id === rowEdit.id) ?? null) : null;
  const historyButton = (
    <Button variant="secondary" size="sm" onClick={() => setHistoryOpen(true)} disabled={busy} data-action="history">
      History
    </Button>
  );

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
      <PageHeader title={def.label.plural} description={def.description} actions={<PreviewButton path={previewPath} />} />
      <div className="space-y-6">
        <div ref={formArea} className="scroll-mt-20">
          {showForm && def.multiUpload ? (
            <MultiUploadForm
              def={def}
              busy={busy}
              progress={rowEdit ? null : progress}
              submitLabel={submitLabel}
              onUpload={uploadMany}
              drafts={{ onSaveDrafts: (files) => draftMany(files), onScheduleDrafts: (files, at) => draftMany(files, at) }}
            />
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
              draft={formDraftActions}
              aside={mode.kind === "edit" ? historyButton : null}
            />
          ) : null}
          {showLimitNote && def.limit ? <LimitNote text={def.limit.message} /> : null}
          {historyOpen && historyOf ? (
            <HistoryPanel
              collection={def.key}
              id={historyOf.id}
              title={`${def.label.singular} #${historyOf.id}`}
              fields={historyFields}
              current={historyOf}
              onClose={() => setHistoryOpen(false)}
              onRestored={() => {
                setHistoryOpen(false);
                resetForm();
                closeRowEdit();
                void reloadAll();
              }}
            />
          ) : null}
        </div>
        {showTable ? (
          <CollectionTable
            def={def}
            rows={rows}
            mark={(row) => <DraftMark draft={drafts.byId.get(row.id)} />}
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
                        onCancel={closeRowEdit}
                        draft={rowDraftActions(rowEdit)}
                        aside={historyButton}
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
