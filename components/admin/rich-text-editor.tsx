"use client";

import { Eraser, Link as LinkIcon, List, ListOrdered, Redo2, Undo2, type IconNode } from "lucide";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cx } from "@/components/ui/class-names";
import { Icon } from "@/components/ui/icon";
import { plainTextLength } from "@/lib/content/plain-text";
import { RICH_TEXT_CLASS } from "./common/rich-text-class";

export interface RichTextEditorProps {
  id: string;
  /** The field's visible label, repeated as the editable area's accessible name. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** The plain-text limit of the definition's `maxPlainLength`: counter plus truncation. */
  maxPlainLength?: number;
  onTruncate?: () => void;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}

/** Only these link targets are accepted, the same as the server's sanitiser (contract §5). */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

function isSafeLink(url: string): boolean {
  return SAFE_LINK.test(url.trim());
}

/** Document position where the `max`-th plain-text character ends, or null when shorter. */
function cutPosition(doc: ProseMirrorNode, max: number): number | null {
  let seen = 0;
  let cut: number | null = null;
  doc.descendants((node, pos) => {
    if (cut !== null) return false;
    if (node.isText && node.text) {
      const chars = [...node.text];
      if (seen + chars.length > max) {
        cut = pos + chars.slice(0, max - seen).join("").length;
        return false;
      }
      seen += chars.length;
    }
    return true;
  });
  return cut;
}

/**
 * The rich-text field of the subcategory, e-brochure and eco revolution forms (tiptap 3):
 * headings 1 to 3 and normal, bold, italic, underline, strike, lists, link, clear, undo/redo
 * (admin.md §5, §9), with a plain-text counter where the definition limits the length.
 */
export default function RichTextEditor({ id, label, value, onChange, maxPlainLength, onTruncate, disabled, describedBy, invalid }: RichTextEditorProps) {
  const emitted = useRef(value);
  const callbacks = useRef({ onChange, onTruncate });
  useEffect(() => {
    callbacks.current = { onChange, onTruncate };
  });

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        undoRedo: { depth: 100, newGroupDelay: 1000 },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["http", "https", "mailto"],
          isAllowedUri: (url) => isSafeLink(url),
          HTMLAttributes: { rel: "noopener noreferrer nofollow", target: "_blank" },
        },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class: `${RICH_TEXT_CLASS} min-h-40 max-h-[28rem] overflow-y-auto px-3 py-2.5 text-sm leading-relaxed text-neutral-900 focus:outline-none`,
      },
    },
    onUpdate: ({ editor: current }) => {
      if (maxPlainLength !== undefined && plainTextLength(current.getHTML()) > maxPlainLength) {
        const cut = cutPosition(current.state.doc, maxPlainLength);
        if (cut !== null) {
          current.commands.deleteRange({ from: cut, to: current.state.doc.content.size - 1 });
          callbacks.current.onTruncate?.();
          return;
        }
      }
      const html = current.isEmpty ? "" : current.getHTML();
      emitted.current = html;
      callbacks.current.onChange(html);
    },
  });

  // A value set from outside (Edit loads a record, Cancel clears) replaces the content.
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value || "", { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    if (!editor) return;
    const dom = editor.view.dom;
    if (describedBy) dom.setAttribute("aria-describedby", describedBy);
    else dom.removeAttribute("aria-describedby");
    if (invalid) dom.setAttribute("aria-invalid", "true");
    else dom.removeAttribute("aria-invalid");
    dom.setAttribute("aria-disabled", disabled ? "true" : "false");
  }, [editor, describedBy, invalid, disabled]);

  const count = useEditorState({ editor, selector: ({ editor: current }) => (current ? plainTextLength(current.getHTML()) : plainTextLength(value)) }) ?? 0;
  const atLimit = maxPlainLength !== undefined && count >= maxPlainLength;

  return (
    <div
      className={cx(
        "overflow-hidden rounded-lg border bg-white shadow-xs focus-within:border-leaf-600 focus-within:ring-2 focus-within:ring-leaf-600/20",
        invalid ? "border-red-500" : "border-neutral-300",
        disabled && "bg-neutral-100 opacity-80",
      )}
    >
      <Toolbar editor={editor} editorId={id} disabled={disabled} label={label} />
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <div className="min-h-40 px-3 py-2.5 text-sm text-neutral-400" aria-hidden="true">
          Loading editor…
        </div>
      )}
      {maxPlainLength !== undefined ? (
        <div className="flex justify-end border-t border-neutral-100 bg-neutral-50 px-3 py-1.5">
          <span id={`${id}-counter`} className={cx("text-xs tabular-nums", atLimit ? "font-semibold text-red-600" : "text-neutral-500")} data-at-limit={atLimit}>
            {count} / {maxPlainLength} characters
          </span>
        </div>
      ) : null}
    </div>
  );
}

function Toolbar({ editor, editorId, disabled, label }: { editor: Editor | null; editorId: string; disabled?: boolean; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            heading: ([1, 2, 3] as const).find((level) => current.isActive("heading", { level })) ?? 0,
            bold: current.isActive("bold"),
            italic: current.isActive("italic"),
            underline: current.isActive("underline"),
            strike: current.isActive("strike"),
            orderedList: current.isActive("orderedList"),
            bulletList: current.isActive("bulletList"),
            link: current.isActive("link"),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const off = disabled || !editor || !state;
  const chain = () => editor!.chain().focus();

  return (
    <div className="border-b border-neutral-200 bg-neutral-50">
      <div role="toolbar" aria-label={`${label} formatting`} aria-controls={editorId} className="flex flex-wrap items-center gap-0.5 px-1.5 py-1.5">
        <label htmlFor={`${editorId}-style`} className="sr-only">
          Text style
        </label>
        <select
          id={`${editorId}-style`}
          disabled={off}
          value={state?.heading ?? 0}
          onChange={(event) => {
            const level = Number(event.target.value);
            if (level === 1 || level === 2 || level === 3) chain().setHeading({ level }).run();
            else chain().setParagraph().run();
          }}
          className="mr-1 h-8 rounded-md border border-neutral-300 bg-white px-2 text-xs text-neutral-800 focus:border-leaf-600 focus:outline-none disabled:opacity-50"
        >
          <option value={0}>Normal</option>
          <option value={1}>Heading 1</option>
          <option value={2}>Heading 2</option>
          <option value={3}>Heading 3</option>
        </select>
        <Divider />
        <ToolButton label="Bold" pressed={state?.bold} disabled={off} onClick={() => chain().toggleBold().run()}>
          <span className="font-bold">B</span>
        </ToolButton>
        <ToolButton label="Italic" pressed={state?.italic} disabled={off} onClick={() => chain().toggleItalic().run()}>
          <span className="font-serif italic">I</span>
        </ToolButton>
        <ToolButton label="Underline" pressed={state?.underline} disabled={off} onClick={() => chain().toggleUnderline().run()}>
          <span className="underline">U</span>
        </ToolButton>
        <ToolButton label="Strikethrough" pressed={state?.strike} disabled={off} onClick={() => chain().toggleStrike().run()}>
          <span className="line-through">S</span>
        </ToolButton>
        <Divider />
        <ToolButton label="Numbered list" icon={ListOrdered} pressed={state?.orderedList} disabled={off} onClick={() => chain().toggleOrderedList().run()} />
        <ToolButton label="Bulleted list" icon={List} pressed={state?.bulletList} disabled={off} onClick={() => chain().toggleBulletList().run()} />
        <ToolButton label="Link" icon={LinkIcon} pressed={state?.link || linkOpen} disabled={off} onClick={() => setLinkOpen((open) => !open)} expanded={linkOpen} />
        <ToolButton label="Clear formatting" icon={Eraser} disabled={off} onClick={() => chain().unsetAllMarks().clearNodes().run()} />
        <Divider />
        <ToolButton label="Undo" icon={Undo2} disabled={off || !state?.canUndo} onClick={() => chain().undo().run()} />
        <ToolButton label="Redo" icon={Redo2} disabled={off || !state?.canRedo} onClick={() => chain().redo().run()} />
      </div>
      {linkOpen && editor ? <LinkForm editor={editor} editorId={editorId} onDone={() => setLinkOpen(false)} /> : null}
    </div>
  );
}

function LinkForm({ editor, editorId, onDone }: { editor: Editor; editorId: string; onDone: () => void }) {
  const [url, setUrl] = useState(() => String(editor.getAttributes("link").href ?? ""));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  // Not a <form>: the editor already sits inside the record's form.
  const apply = (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    const trimmed = url.trim();
    if (!trimmed) {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      return onDone();
    }
    const href = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
    if (!isSafeLink(href)) return setError("Only http, https and mailto links are allowed.");
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onDone();
  };

  return (
    <div className="flex flex-wrap items-start gap-2 border-t border-neutral-200 px-2 py-2">
      <div className="min-w-48 flex-1">
        <label htmlFor={inputId} className="sr-only">
          Link URL
        </label>
        <input
          id={inputId}
          type="url"
          inputMode="url"
          value={url}
          autoFocus
          placeholder="https://example.com or mailto:name@example.com"
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") apply(event);
            if (event.key === "Escape") {
              event.preventDefault();
              onDone();
              editor.commands.focus();
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${editorId}-link-error` : undefined}
          className="h-8 w-full rounded-md border border-neutral-300 bg-white px-2 text-sm focus:border-leaf-600 focus:outline-none"
        />
        {error ? (
          <p id={`${editorId}-link-error`} role="alert" className="mt-1 text-xs text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <button type="button" onClick={() => apply()} className="h-8 rounded-md bg-leaf-700 px-3 text-xs font-medium text-white hover:bg-leaf-800">
        Apply link
      </button>
      <button
        type="button"
        onClick={() => {
          editor.chain().focus().extendMarkRange("link").unsetLink().run();
          onDone();
        }}
        className="h-8 rounded-md px-3 text-xs font-medium text-neutral-700 hover:bg-neutral-200"
      >
        Remove link
      </button>
    </div>
  );
}

function Divider() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px bg-neutral-300" />;
}

function ToolButton({
  label,
  icon,
  pressed,
  expanded,
  disabled,
  onClick,
  children,
}: {
  label: string;
  icon?: IconNode;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      aria-expanded={expanded}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cx(
        "flex size-8 items-center justify-center rounded-md text-sm text-neutral-700 transition-colors hover:bg-neutral-200 disabled:cursor-not-allowed disabled:opacity-40",
        pressed && "bg-leaf-100 text-leaf-800 ring-1 ring-leaf-300 hover:bg-leaf-100",
      )}
    >
      {icon ? <Icon icon={icon} className="size-4" /> : children}
    </button>
  );
}
