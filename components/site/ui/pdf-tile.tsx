import { FileText } from "lucide";
import { Icon } from "@/components/ui/icon";

/** Stands in for an image when the upload is a PDF: fills its box, names the document. */
export function PdfTile({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-earth-50 to-earth-100 p-4 text-center text-earth-700">
      <Icon icon={FileText} className={compact ? "size-6" : "size-12"} />
      {!compact && <span className="text-sm font-semibold">{label}</span>}
    </span>
  );
}
