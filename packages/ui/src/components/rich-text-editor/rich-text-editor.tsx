import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId } from "react";
import * as fieldStyles from "../text-field/text-field.css";
import * as styles from "./rich-text-editor.css";

export interface RichTextEditorProps {
  label: string;
  /** The starting HTML; the editor owns the text afterwards (give it a new `key` to load another document). */
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
}

type Tool = {
  label: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  can?: (editor: Editor) => boolean;
};

// The formatting the site's sanitiser keeps (h2–h4, bold, italic, underline, lists, quotes, links): nothing offered
// here is stripped on save.
const TOOLS: ReadonlyArray<Tool> = [
  {
    label: "二级标题",
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "三级标题",
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  { label: "加粗", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { label: "斜体", active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: "下划线", active: (e) => e.isActive("underline"), run: (e) => e.chain().focus().toggleUnderline().run() },
  {
    label: "无序列表",
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "有序列表",
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { label: "引用", active: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: "撤销", run: (e) => e.chain().focus().undo().run(), can: (e) => e.can().undo() },
  { label: "重做", run: (e) => e.chain().focus().redo().run(), can: (e) => e.can().redo() },
];

/**
 * A rich-text field (Tiptap) for the operator console: a toolbar of the formats the site keeps and an editable
 * area. It hands HTML to `onChange`; the server sanitises it on save, so this is a convenience, never a safeguard.
 */
export function RichTextEditor({ label, initialHtml, onChange, error, hint, disabled = false }: RichTextEditorProps) {
  const labelId = useId();
  const messageId = `${labelId}-message`;
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } })],
    content: initialHtml,
    // Tiptap would add its rules as a <style> element, which the site's policy (style-src 'self') refuses: the same
    // rules are in rich-text-editor.css.ts
    injectCSS: false,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(error || hint ? { "aria-describedby": messageId } : {}),
        ...(error ? { "aria-invalid": "true" } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLS.map((tool) => ({
        pressed: current && tool.active ? tool.active(current) : undefined,
        enabled: current ? (tool.can ? tool.can(current) : true) : false,
      })),
  });
  const message = error ?? hint;
  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.frame} data-invalid={error ? "true" : undefined} data-disabled={disabled || undefined}>
        <div className={styles.toolbar} role="toolbar" aria-label={`${label}格式`}>
          {TOOLS.map((tool, i) => (
            <button
              key={tool.label}
              type="button"
              className={styles.tool}
              aria-pressed={tool.active ? (state?.[i]?.pressed ?? false) : undefined}
              disabled={disabled || !state?.[i]?.enabled}
              onClick={() => editor && tool.run(editor)}
            >
              {tool.label}
            </button>
          ))}
        </div>
        <EditorContent editor={editor} className={styles.content} />
      </div>
      {message ? (
        <div
          id={messageId}
          className={fieldStyles.message({ tone: error ? "error" : "hint" })}
          role={error ? "alert" : undefined}
        >
          {message}
        </div>
      ) : null}
    </div>
  );
}
