"use client";

import { RotateCcw, Trash2 } from "lucide";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { confirmAction } from "@/components/ui/confirm-store";
import { Icon } from "@/components/ui/icon";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast-store";
import { errorText } from "@/lib/admin-api/api-error";
import { apiRequest } from "@/lib/admin-api/client";
import { COLLECTION_LIST } from "@/lib/content/collections";
import type { TrashItem } from "@/lib/content/trash-service";
import { ListCard, type ListColumn } from "../common/list-card";
import { PageHeader } from "../common/page-header";
import { useAdminList } from "../common/use-admin-list";

const TRASH_ENDPOINT = "/api/admin/trash";
const COLUMNS: readonly ListColumn[] = ["Item", "Deleted", "Purged on", { label: "Actions", end: true }];
const WHEN = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
const DAY = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric" });

function formatDate(value: string, format = WHEN): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : format.format(date);
}

/** The content type's name as the sidebar shows it. */
function typeLabel(key: string): string {
  return COLLECTION_LIST.find((def) => def.key === key)?.label.singular ?? key;
}

const itemPath = (item: TrashItem) => `${TRASH_ENDPOINT}/${encodeURIComponent(item.collection)}/${item.id}`;
const itemKey = (item: TrashItem) => `${item.collection}-${item.id}`;

/** /admin/trash: deleted records, newest first, each restorable or deleted for good until purged by itself. */
export function TrashScreen() {
  const { items, setItems, error, load } = useAdminList<TrashItem>(TRASH_ENDPOINT, "Failed to fetch the trash. Please try again.");
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (item: TrashItem, action: "restore" | "purge") => {
    if (action === "purge") {
      const confirmed = await confirmAction({
        title: `Delete ${typeLabel(item.collection).toLowerCase()} permanently?`,
        message: `"${item.title}" and its files will be deleted for good. This cannot be undone.`,
        confirmLabel: "Delete permanently",
      });
      if (!confirmed) return;
    }
    setBusy(itemKey(item));
    try {
      const result =
        action === "restore" ? await apiRequest(`${itemPath(item)}/restore`, { method: "POST" }) : await apiRequest(itemPath(item), { method: "DELETE" });
      toast.success(result.message ?? (action === "restore" ? "Restored." : "Deleted permanently."));
      setItems((current) => current && current.filter((entry) => itemKey(entry) !== itemKey(item)));
    } catch (caught) {
      toast.error(errorText(caught, action === "restore" ? "Error restoring the item. Please try again." : "Error deleting the item. Please try again."));
      void load();
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Trash"
        description="Deleted items wait here before they are removed for good: restore one to put it back on the website with its files, or delete it permanently."
      />
      <ListCard title="Deleted items" count={items?.length} error={error} items={items} icon={Trash2} loadingText="Loading the trash..." emptyText="The trash is empty."
        tableLabel="Deleted items table" columns={COLUMNS} minWidth="min-w-[44rem]">
        {items?.map((item) => {
          const working = busy === itemKey(item);
          return (
            <tr key={itemKey(item)} className="align-top">
              <td className="px-4 py-3">
                <span className="block font-medium break-words text-neutral-900">{item.title}</span>
                <span className="block text-xs text-neutral-600">{typeLabel(item.collection)}</span>
              </td>
              <td className="px-4 py-3 text-neutral-700">
                <time dateTime={item.deleted_at} className="block whitespace-nowrap">
                  {formatDate(item.deleted_at)}
                </time>
                {item.deleted_by ? <span className="block text-xs text-neutral-600">by {item.deleted_by.username}</span> : null}
              </td>
              <td className="px-4 py-3 text-neutral-700">
                <time dateTime={item.purge_at} className="whitespace-nowrap">
                  {formatDate(item.purge_at, DAY)}
                </time>
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => void act(item, "restore")} aria-label={`Restore ${item.title}`}>
                    {working ? <Spinner /> : <Icon icon={RotateCcw} className="size-4" />}
                    Restore
                  </Button>
                  <Button size="sm" variant="dangerGhost" disabled={busy !== null} onClick={() => void act(item, "purge")} aria-label={`Delete ${item.title} permanently`}>
                    <Icon icon={Trash2} className="size-4" />
                    Delete permanently
                  </Button>
                </div>
              </td>
            </tr>
          );
        })}
      </ListCard>
    </>
  );
}
