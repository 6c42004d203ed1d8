import { Fragment, type ReactNode } from "react";

/** The document's descriptions use two marks of Markdown: `code` and **bold**. */
function marks(text: string): ReactNode[] {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/g).map((part, index) => {
    if (part.startsWith("`") && part.endsWith("`") && part.length > 1) return <code key={index} className="rounded bg-neutral-100 px-1 py-0.5 font-mono text-[0.85em] text-neutral-800">{part.slice(1, -1)}</code>;
    if (part.startsWith("**") && part.endsWith("**")) return <strong key={index} className="font-semibold text-neutral-900">{part.slice(2, -2)}</strong>;
    return <Fragment key={index}>{part}</Fragment>;
  });
}

/** A description: paragraphs split by blank lines, `- ` lines as a list. */
export function InlineText({ text, className }: { text?: string; className?: string }) {
  if (!text) return null;
  return (
    <div className={className ?? "space-y-2 text-sm text-neutral-700"}>
      {text.split(/\n\s*\n/).map((block, index) => {
        const lines = block.split("\n");
        if (lines.every((line) => line.startsWith("- "))) {
          return (
            <ul key={index} className="list-disc space-y-1 pl-5">
              {lines.map((line, item) => (
                <li key={item}>{marks(line.slice(2))}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{marks(lines.join(" "))}</p>;
      })}
    </div>
  );
}
