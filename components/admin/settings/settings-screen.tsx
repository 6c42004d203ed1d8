"use client";

import { Check, CircleAlert } from "lucide";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/class-names";
import { describedBy, Field } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { Input, Select, Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { ApiError, errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { discardDraft, getDraft, publishDraft, saveDraft } from "@/lib/admin-api/publishing-api";
import { DraftControls } from "../collection/draft-controls";
import { HistoryPanel } from "../collection/history-panel";
import { firstIssueByField } from "@/lib/forms/first-issue-by-field";
import {
  SITE_SETTINGS_ENDPOINT,
  SITE_SETTINGS_FIELDS,
  SITE_SETTINGS_SAVED,
  WEEKDAYS,
  type SiteSettings,
  type SiteSettingsField,
} from "@/lib/site/site-settings-fields";
import { siteSettingsSchema } from "@/lib/site/site-settings-schema";
import { PageHeader } from "../common/page-header";

const GROUPS = [...new Set(SITE_SETTINGS_FIELDS.map((field) => field.group))];
const LOAD_FAILED = "Failed to load the site settings. Please try again.";
const SAVE_FAILED = "Error saving the site settings. Please try again.";

const INPUT_TYPES: Partial<Record<SiteSettingsField["kind"], string>> = { email: "email", phone: "tel", url: "url", time: "time" };

const idOf = (field: SiteSettingsField) => `settings-${field.name}`;

/**
 * /admin/settings: the company details the public site, its structured data and the lead mails
 * use. Checked in the browser with the server's own schema, so a mistake is named under its
 * field at once; the server checks again and its answer is the final word.
 */
// The settings' drafts and versions are kept under this key, for their one record (contract §7).
const SETTINGS_KEY = "siteSettings";
const SETTINGS_ID = 1;

/** The settings' fields of a draft's record (it also carries the row's id and dates). */
function pickSettings(record: Record<string, unknown>): Partial<SiteSettings> {
  return Object.fromEntries(SITE_SETTINGS_FIELDS.filter((field) => typeof record[field.name] === "string").map((field) => [field.name, record[field.name] as string]));
}

export function SettingsScreen() {
  const [values, setValues] = useState<SiteSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  const [hasDraft, setHasDraft] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    // Unpublished changes, when there are some, are what the form edits.
    Promise.all([apiRequest<SiteSettings>(SITE_SETTINGS_ENDPOINT, { signal: controller.signal }), getDraft(SETTINGS_KEY, SETTINGS_ID, controller.signal)])
      .then(([result, draft]) => {
        setValues(draft ? ({ ...result.data, ...pickSettings(draft.record) } as SiteSettings) : result.data);
        setHasDraft(draft !== null);
        setLoadError(null);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError(errorText(error, LOAD_FAILED));
      });
    return () => controller.abort();
  }, [attempt]);

  const showErrors = (details: Record<string, string>) => {
    setErrors(details);
    const first = SITE_SETTINGS_FIELDS.find((field) => details[field.name]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || busy) return;
    const checked = siteSettingsSchema.safeParse(values);
    if (!checked.success) {
      // The first problem of each field, named as the server's `details` name them.
      const details = firstIssueByField(checked.error.issues);
      showErrors(details);
      toast.error(Object.values(details)[0] ?? SAVE_FAILED);
      return;
    }
    setBusy(true);
    try {
      const result = await apiRequest<SiteSettings>(SITE_SETTINGS_ENDPOINT, { method: "PUT", json: checked.data });
      // Saved settings supersede the draft they were edited from.
      if (hasDraft) await discardDraft(SETTINGS_KEY, SETTINGS_ID);
      setHasDraft(false);
      setValues(result.data);
      setErrors({});
      toast.success(result.message ?? SITE_SETTINGS_SAVED);
    } catch (error) {
      if (error instanceof ApiError && error.details) showErrors(error.details);
      toast.error(errorText(error, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  /** Runs a draft call with the busy flag; true when it succeeded. */
  const draftCall = async (run: () => Promise<void>): Promise<boolean> => {
    if (!values || busy) return false;
    setBusy(true);
    try {
      await run();
      setErrors({});
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.details) showErrors(error.details);
      toast.error(errorText(error, SAVE_FAILED));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const draftActions = {
    hasDraft,
    onSaveDraft: () =>
      void draftCall(async () => {
        const result = await saveDraft(SETTINGS_KEY, SETTINGS_ID, { json: values ?? {} });
        setHasDraft(true);
        toast.success(result.message ?? "Draft saved.");
      }),
    onDiscardDraft: () =>
      void draftCall(async () => {
        const result = await discardDraft(SETTINGS_KEY, SETTINGS_ID);
        toast.success(result.message ?? "Draft discarded.");
        setAttempt((n) => n + 1);
      }),
    onPublishAt: (at: Date) =>
      void draftCall(async () => {
        await saveDraft(SETTINGS_KEY, SETTINGS_ID, { json: values ?? {} });
        setHasDraft(true);
        const result = await publishDraft(SETTINGS_KEY, SETTINGS_ID, at);
        toast.success(result.message ?? "Scheduled.");
      }),
  };

  const set = (name: keyof SiteSettings, value: string) => {
    setValues((current) => (current ? { ...current, [name]: value } : current));
    setErrors((current) => {
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  };

  const renderField = (field: SiteSettingsField) => {
    const id = idOf(field);
    const error = errors[field.name];
    const value = values?.[field.name] ?? "";
    const common = {
      id,
      name: field.name,
      value,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(id, field.hint, error),
      "aria-required": field.required || undefined,
    };
    const wide = field.kind === "multiline";
    return (
      <div key={field.name} className={cx(wide && "sm:col-span-2")}>
        <Field id={id} label={field.label} required={field.required} hint={field.hint} error={error}>
          {field.kind === "multiline" ? (
            <Textarea {...common} rows={field.name === "address_lines" ? 4 : 3} maxLength={field.maxLength} onChange={(event) => set(field.name, event.target.value)} />
          ) : field.kind === "weekday" ? (
            <Select {...common} onChange={(event) => set(field.name, event.target.value)}>
              <option value="">No weekly holiday</option>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </Select>
          ) : (
            <Input
              {...common}
              type={INPUT_TYPES[field.kind] ?? "text"}
              maxLength={field.maxLength}
              autoComplete="off"
              className={field.kind === "country" ? "uppercase" : undefined}
              onChange={(event) => set(field.name, event.target.value)}
            />
          )}
        </Field>
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title="Site settings"
        description="The company details shown in the site's header, footer and contact page, and the address that receives inquiries and brochure requests. Saved changes show on the site at once."
      />
      {loadError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <Icon icon={CircleAlert} className="size-4 shrink-0" />
          {loadError}
          <Button variant="secondary" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Site settings" aria-busy={values === null || busy} className="space-y-5">
          {GROUPS.map((group) => (
            <fieldset key={group} disabled={values === null || busy} className="rounded-xl border border-neutral-200 bg-white px-4 pt-3 pb-5 shadow-xs sm:px-5">
              <legend className="px-1 text-sm font-semibold text-neutral-900">{group}</legend>
              <div className="mt-2 grid gap-5 sm:grid-cols-2">{SITE_SETTINGS_FIELDS.filter((field) => field.group === group).map(renderField)}</div>
            </fieldset>
          ))}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {hasDraft ? <span className="self-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Unpublished changes</span> : null}
            <Button variant="secondary" onClick={() => setHistoryOpen(true)} disabled={values === null || busy} data-action="history">
              History
            </Button>
            <DraftControls actions={draftActions} busy={values === null || busy} />
            <Button type="submit" disabled={values === null || busy}>
              {busy ? <Spinner /> : <Icon icon={Check} className="size-4" />}
              {busy ? "Saving..." : "Save settings"}
            </Button>
          </div>
        </form>
      )}
      {historyOpen && values ? (
        <HistoryPanel
          collection={SETTINGS_KEY}
          id={SETTINGS_ID}
          title="the site settings"
          fields={SITE_SETTINGS_FIELDS.map((field) => ({ name: field.name, label: field.label, kind: "text" as const }))}
          current={values}
          onClose={() => setHistoryOpen(false)}
          onRestored={() => {
            setHistoryOpen(false);
            setAttempt((n) => n + 1);
          }}
        />
      ) : null}
    </>
  );
}
