import { Bold, Heading2, ImagePlus, Italic, Link2, List, ListChecks, ListOrdered, Table, type LucideIcon } from "lucide-react";
import { useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from "react";

import { CharacterCount, countedFieldProps } from "../../../components/ui/character-count.js";
import { Label } from "../../../components/ui/label.js";
import { Textarea } from "../../../components/ui/textarea.js";
import { block, imageMarkdown, link, prefixLines, TABLE_TEMPLATE, wrap, type Edit, type Selection } from "../lib/markdown-edits.js";
import { ImageDialog } from "./image-dialog.js";
import { ImagePicker } from "./image-picker.js";

// The markdown box of posts and text items (issue 30): a toolbar for what
// markdown has (headings, bold, italic, lists, task lists, links, tables,
// images) over the plain text, so the admin can still type markdown as before.
// Images come from the toolbar, dropped on the box or pasted into it.

interface Tool {
  label: string;
  /** The keyboard shortcut with Ctrl (⌘ on a Mac), if any. */
  key?: string;
  icon: LucideIcon;
  edit: (text: string, selection: Selection) => Edit;
}

const TOOLS: Tool[] = [
  { label: "Heading", icon: Heading2, edit: (t, s) => prefixLines(t, s, "## ") },
  { label: "Bold", key: "b", icon: Bold, edit: (t, s) => wrap(t, s, "**", "bold text") },
  { label: "Italic", key: "i", icon: Italic, edit: (t, s) => wrap(t, s, "_", "italic text") },
  { label: "Bulleted list", icon: List, edit: (t, s) => prefixLines(t, s, "- ") },
  { label: "Numbered list", icon: ListOrdered, edit: (t, s) => prefixLines(t, s, "1. ") },
  { label: "Task list", icon: ListChecks, edit: (t, s) => prefixLines(t, s, "- [ ] ") },
  { label: "Link", key: "k", icon: Link2, edit: link },
  { label: "Table", icon: Table, edit: (t, s) => block(t, s, TABLE_TEMPLATE) },
];

export interface MarkdownEditorProps {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The most characters the text may have: counted under the box near it, never cut. */
  limit: number;
  required?: boolean;
  minHeight?: "md" | "lg";
  /** A line under the box saying what it takes. */
  hint?: string;
  /** The box's own look (e.g. monospaced). */
  className?: string;
}

/** The first file of a drop or a paste, if it carries one. */
const fileOf = (list: FileList | null | undefined): File | null => list?.[0] ?? null;

export function MarkdownEditor({ id, label, name, value, onChange, limit, required, minHeight = "md", hint, className }: MarkdownEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  /** The selection to show once React has rendered an edit the browser could not type itself. */
  const selectAfterRender = useRef<Selection | null>(null);
  /** Where an image goes: the selection when it was chosen. */
  const imageAt = useRef<Selection>({ start: 0, end: 0 });
  const [image, setImage] = useState<File | null>(null);
  /** An uploaded image's markdown, inserted once its dialog has closed (while it is open, focus is held inside it). */
  const uploaded = useRef<string | null>(null);
  const [activeTool, setActiveTool] = useState(0);

  useLayoutEffect(() => {
    const selection = selectAfterRender.current;
    if (!selection || !area.current) return;
    selectAfterRender.current = null;
    area.current.setSelectionRange(selection.start, selection.end);
  });

  const selectionOf = (box: HTMLTextAreaElement): Selection => ({ start: box.selectionStart, end: box.selectionEnd });

  /**
   * Types the edit into the box as the browser's own input, so Undo takes it
   * back; where the browser cannot (execCommand is deprecated, though every
   * browser keeps it for this), the value is set and the selection restored.
   */
  const apply = (edit: Edit) => {
    const box = area.current;
    if (!box) return;
    const expected = box.value.slice(0, edit.from) + edit.insert + box.value.slice(edit.to);
    box.focus();
    box.setSelectionRange(edit.from, edit.to);
    const typed = document.execCommand("insertText", false, edit.insert);
    if (typed && box.value === expected) {
      box.setSelectionRange(edit.select.start, edit.select.end);
      return;
    }
    selectAfterRender.current = edit.select;
    onChange(expected);
  };

  const run = (tool: Tool) => {
    const box = area.current;
    if (box) apply(tool.edit(box.value, selectionOf(box)));
  };

  const chooseImage = (file: File | null) => {
    if (!file || !area.current) return;
    imageAt.current = selectionOf(area.current);
    setImage(file);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const tool = TOOLS.find((t) => t.key === event.key.toLowerCase());
    if (!tool) return;
    event.preventDefault();
    run(tool);
  };

  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = fileOf(event.dataTransfer.files);
    if (!file) return;
    // A file dropped on the box is uploaded, never opened by the browser in place of the editor.
    event.preventDefault();
    chooseImage(file);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const file = fileOf(event.clipboardData.files);
    if (!file) return;
    event.preventDefault();
    chooseImage(file);
  };

  // One tab stop for the toolbar; arrow keys move along it (the ARIA toolbar pattern).
  const buttons = [
    ...TOOLS.map((tool) => ({ label: tool.label, key: tool.key, icon: tool.icon, onClick: () => run(tool) })),
    { label: "Image", key: undefined, icon: ImagePlus, onClick: () => picker.current?.click() },
  ];
  const toolbarRef = useRef<HTMLDivElement>(null);
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: activeTool + 1, ArrowLeft: activeTool - 1, Home: 0, End: buttons.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + buttons.length) % buttons.length;
    setActiveTool(index);
    toolbarRef.current?.querySelectorAll("button")[index]?.focus();
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label="Formatting"
        aria-controls={id}
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-1 rounded-sm border border-border bg-surface p-1"
      >
        {buttons.map(({ label: name, key, icon: Icon, onClick }, index) => (
          <button
            key={name}
            type="button"
            tabIndex={index === activeTool ? 0 : -1}
            aria-label={key ? `${name} (Ctrl+${key.toUpperCase()})` : name}
            title={key ? `${name} (Ctrl+${key.toUpperCase()})` : name}
            onFocus={() => setActiveTool(index)}
            onClick={onClick}
            className="inline-flex size-9 items-center justify-center rounded-sm text-foreground hover:bg-surface-raised hover:text-accent"
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        ))}
      </div>
      <ImagePicker ref={picker} onFile={chooseImage} />
      <Textarea
        ref={area}
        id={id}
        name={name}
        required={required}
        value={value}
        {...countedFieldProps(id, value.length, limit, hint ? `${id}-hint` : undefined)}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onDrop={onDrop}
        onPaste={onPaste}
        minHeight={minHeight}
        textSize="sm"
        className={className}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <CharacterCount id={`${id}-count`} length={value.length} limit={limit} />
      <ImageDialog
        file={image}
        onClose={() => setImage(null)}
        onUploaded={(alt, url) => {
          uploaded.current = imageMarkdown(alt, url);
          setImage(null);
        }}
        onClosed={() => {
          const box = area.current;
          const markdown = uploaded.current;
          uploaded.current = null;
          box?.focus();
          if (box && markdown) apply(block(box.value, imageAt.current, markdown));
        }}
      />
    </div>
  );
}
