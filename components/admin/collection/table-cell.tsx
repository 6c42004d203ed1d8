import { FileText } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { TableColumn } from "@/lib/content/collection-definition";
import { FileThumb } from "../common/file-thumb";
import { RichHtml } from "../common/rich-html";
import { UploadLink } from "../common/upload-link";
import type { Row } from "./form-model";

const DATE = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric" });
const TIME = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });

function text(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

function Empty() {
  return <span className="text-neutral-500">—</span>;
}

/** One cell of a definition's `admin.columns`. */
export function TableCell({ column, row, rowName, compact }: { column: TableColumn; row: Row; rowName: string; compact?: boolean }) {
  switch (column.kind) {
    case "image": {
      const src = text(row[column.field]);
      return src ? <FileThumb src={src} alt={rowName} size={compact ? 48 : 56} width={compact ? 48 : 80} fit="contain" /> : <Empty />;
    }
    case "text":
    case "relation": {
      const value = text(row[column.field]);
      return value ? <span className="font-medium text-neutral-900">{value}</span> : <Empty />;
    }
    case "rating": {
      const value = Number(row[column.field]);
      if (!Number.isInteger(value) || value < 1) return <Empty />;
      const filled = Math.min(value, column.scale);
      return (
        <span role="img" aria-label={`Rated ${filled} out of ${column.scale}`} className="whitespace-nowrap text-base tracking-wider text-amber-500">
          {"★".repeat(filled)}
          <span className="text-neutral-300">{"★".repeat(column.scale - filled)}</span>
        </span>
      );
    }
    case "preview": {
      const value = text(row[column.field]);
      // admin.md §2: the first N characters followed by an ellipsis.
      return value ? (
        <span title={value} className="text-neutral-700">
          {value.slice(0, column.chars)}...
        </span>
      ) : (
        <Empty />
      );
    }
    case "richtext": {
      const value = text(row[column.field]);
      return value ? <RichHtml html={value} className="max-w-md sm:min-w-56" /> : <Empty />;
    }
    case "date": {
      const value = text(row[column.field]);
      const date = value ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) return <Empty />;
      return (
        <time dateTime={date.toISOString()} className="whitespace-nowrap text-neutral-700">
          {DATE.format(date)}
          <span className="block text-xs text-neutral-500">{TIME.format(date)}</span>
        </time>
      );
    }
    case "link": {
      const href = text(row[column.field]);
      return href ? (
        <UploadLink href={href} className="inline-flex items-center gap-1.5 font-medium whitespace-nowrap text-leaf-700 hover:text-leaf-900 hover:underline">
          <Icon icon={FileText} className="size-4" />
          {column.text}
        </UploadLink>
      ) : (
        <Empty />
      );
    }
    case "thumbnails": {
      const sources = column.fields.map((field) => text(row[field])).filter(Boolean);
      return sources.length ? (
        <span className="flex flex-wrap gap-1.5">
          {sources.map((src, index) => (
            <FileThumb key={src} src={src} alt={`${rowName}, sub image ${index + 1}`} size={40} className="rounded-md" />
          ))}
        </span>
      ) : (
        <span className="text-xs text-neutral-500">None</span>
      );
    }
  }
}
