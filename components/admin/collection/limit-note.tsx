import { Info } from "lucide";
import { Icon } from "@/components/ui/icon";

/** Shown instead of the create form when the definition's limit is reached (admin.md §4). */
export function LimitNote({ text }: { text: string }) {
  return (
    <div role="note" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <Icon icon={Info} className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>{text}</p>
    </div>
  );
}
