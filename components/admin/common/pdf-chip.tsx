import { FileText } from "lucide";
import { cx } from "@/components/ui/class-names";
import { Icon } from "@/components/ui/icon";

/** The stand-in for a PDF where an image preview would go. */
export function PdfChip({ label = "PDF", className }: { label?: string; className?: string }) {
  return (
    <span
      className={cx(
        "inline-flex max-w-full items-center gap-1.5 rounded-md bg-red-50 px-2 py-1 text-xs font-semibold text-red-700 ring-1 ring-red-200",
        className,
      )}
    >
      <Icon icon={FileText} className="size-4 shrink-0" />
      <span className="truncate">{label}</span>
    </span>
  );
}
