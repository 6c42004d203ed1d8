"use client";

import { diffWords } from "diff";
import { History } from "lucide";
import { useEffect, useState } from "react";
import { UploadImage } from "@/components/admin/common/upload-image";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/class-names";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/admin-api/api-error";
import { getVersion, listVersions, restoreVersion, type VersionItem, type VersionRecord } from "@/lib/admin-api/publishing-api";
import { plainText } from "@/lib/content/plain-text";

/** A field the history compares: text as a word diff, a file as images side by side. */
export interface HistoryField {
  name: string;
  label: string;
  kind: "text" | "file";
}

const STATUS_TEXT = { published: "Published", draft: "Draft", scheduled: "Scheduled" } as const;

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  // Rich text is compared as what a reader sees.
  return typeof value === "string" ? plainText(value) : String(value);
}

function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      {diffWords(before, after).map((part, index) => (
        <span key={index} className={cx(part.added && "bg-green-100 text-green-900", part.removed && "bg-red-100 text-red-900 line-through")}>
          {part.value}
        </span>
      ))}
    </p>
  );
}

function FileSide({ url, caption }: { url: unknown; caption: string }) {
  return (
    <figure className="min-w-0 flex-1">
      {typeof url === "string" && url ? (
        /\.(pdf)$/i.test(url) ? (
          <span className="block truncate text-xs text-neutral-600">{url}</span>
        ) : (
          <UploadImage src={url} className="h-24 w-full rounded border border-neutral-200 object-contain" />
        )
      ) : (
        <span className="block text-xs text-neutral-500">None</span>
      )}
      <figcaption className="mt-1 text-[11px] text-neutral-500">{caption}</figcaption>
    </figure>
  );
}

/**
 * An item's history in a side panel (contract §7): each version with its author and time, its
 * comparison with the current values, and Restore (into the draft, the default) or Restore and
 * publish now.
 */
export function HistoryPanel({
  collection,
  id,
  title,
  fields,
  current,
  onClose,
  onRestored,
}: {
  collection: string;
  id: number;
  title: string;
  fields: readonly HistoryField[];
  /** The values the versions are compared with (what the form shows now). */
  current: Record<string, unknown>;
  onClose: () => void;
  onRestored: () => void;
}) {
  const [versions, setVersions] = useState<VersionItem[] | null>(null);
  const [chosen, setChosen] = useState<VersionRecord | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    listVersions(collection, id, controller.signal).then(
      (items) => setVersions(items),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setVersions([]);
          toast.error(errorText(error, "Could not load the history."));
        }
      },
    );
    return () => controller.abort();
  }, [collection, id]);

  const choose = async (version: number) => {
    try {
      setChosen(await getVersion(collection, id, version));
    } catch (error) {
      toast.error(errorText(error, "Could not load that version."));
    }
  };

  const restore = async (as: "draft" | "published") => {
    if (!chosen) return;
    setBusy(true);
    try {
      const result = await restoreVersion(collection, id, chosen.version, as);
      toast.success(result.message ?? "Restored.");
      onRestored();
    } catch (error) {
      toast.error(errorText(error, "Could not restore that version."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} title={`History of ${title}`} placement="end" className="h-full max-w-2xl rounded-none">
      {versions === null ? (
        <Spinner className="text-leaf-600" />
      ) : (
        <div className="space-y-4" data-history-panel>
          <ol className="divide-y divide-neutral-100 rounded-lg border border-neutral-200">
            {versions.map((item) => (
              <li key={item.version}>
                <button
                  type="button"
                  onClick={() => void choose(item.version)}
                  aria-pressed={chosen?.version === item.version}
                  data-version={item.version}
                  className={cx("w-full px-3 py-2 text-left text-sm hover:bg-neutral-50", chosen?.version === item.version && "bg-green-50")}
                >
                  <span className="font-medium">Version {item.version}</span> · {STATUS_TEXT[item.status]} · {new Date(item.created_at).toLocaleString()} ·{" "}
                  {item.author.username || "before history was kept"}
                  {item.changed.length ? <span className="block text-xs text-neutral-500">Changed: {item.changed.join(", ")}</span> : null}
                </button>
              </li>
            ))}
          </ol>
          {chosen ? (
            <section aria-label={`Version ${chosen.version} compared with the current values`} className="space-y-3">
              <h3 className="flex items-center gap-2 text-sm font-semibold">
                <Icon icon={History} className="size-4" />
                Version {chosen.version} → current
              </h3>
              {fields.map((field) => (
                <div key={field.name} className="rounded-lg border border-neutral-200 p-3">
                  <p className="text-xs font-semibold text-neutral-600 uppercase">{field.label}</p>
                  {field.kind === "file" ? (
                    <div className="mt-2 flex gap-3">
                      <FileSide url={chosen.record[field.name]} caption={`Version ${chosen.version}`} />
                      <FileSide url={current[field.name]} caption="Current" />
                    </div>
                  ) : (
                    <WordDiff before={asText(chosen.record[field.name])} after={asText(current[field.name])} />
                  )}
                </div>
              ))}
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="secondary" disabled={busy} onClick={() => void restore("draft")} data-action="restore-draft">
                  Restore
                </Button>
                <Button disabled={busy} onClick={() => void restore("published")} data-action="restore-publish">
                  Restore and publish now
                </Button>
              </div>
            </section>
          ) : (
            <p className="text-sm text-neutral-600">Choose a version to compare it with the current values.</p>
          )}
        </div>
      )}
    </Dialog>
  );
}
