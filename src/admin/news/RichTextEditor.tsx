import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import React, { useEffect, useId, useState } from "react";
import { colors, fontSizes, radii, space } from "../../theme";
import type { Lang } from "../../../contract/i18n/locales";
import { focusRing } from "../ui/consoleStyles";
import { contentLanguage } from "../ui/contentLanguage";
import PhotoPicker from "./PhotoPicker";
import type { MediaPhoto } from "./types";

type RichTextEditorProps = {
  /** Labels the editing area (the visible label's id). */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  /** The language of the text: the editing area takes its direction. */
  lang: Lang;
};

const toolButton = {
  minHeight: 36,
  minWidth: 36,
  padding: `0 ${space(2)}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radii.sm,
  background: colors.surface,
  color: colors.text,
  font: "inherit",
  fontSize: fontSizes.sm,
  cursor: "pointer",
  "&[aria-pressed='true']": { background: colors.primary, color: colors.onPrimary, borderColor: colors.primary },
  "&:disabled": { opacity: 0.5, cursor: "not-allowed" },
} as const;

/** Only web, mail and this site's own addresses, as the server's sanitiser allows. */
export function normaliseLinkInput(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  if (/^(https?:\/\/|mailto:)/i.test(value)) return value;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  if (/^[\w-]+(\.[\w-]+)+(\/|$)/.test(value)) return `https://${value}`;
  return null;
}

function Toolbar({ editor, onPickImage }: { editor: Editor; onPickImage: () => void }) {
  const [, rerender] = useState(0);
  useEffect(() => {
    const update = () => rerender((n) => n + 1);
    editor.on("transaction", update);
    return () => {
      editor.off("transaction", update);
    };
  }, [editor]);

  const button = (label: string, text: React.ReactNode, active: boolean | undefined, run: () => void) => (
    <button type="button" css={[toolButton, focusRing]} aria-label={label} title={label} aria-pressed={active === undefined ? undefined : active} onClick={run}>
      {text}
    </button>
  );
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const current = editor.getAttributes("link").href as string | undefined;
    const input = window.prompt("Link address (https://…, mailto:… or /page on this site). Leave empty to remove the link.", current ?? "https://");
    if (input === null) return;
    const href = normaliseLinkInput(input);
    if (!href) chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href }).run();
  };
  return (
    <div role="toolbar" aria-label="Formatting" css={{ display: "flex", flexWrap: "wrap", gap: space(1.5), padding: space(2), borderBottom: `1px solid ${colors.border}` }}>
      {button("Paragraph", "¶", editor.isActive("paragraph"), () => chain().setParagraph().run())}
      {button("Heading", "H2", editor.isActive("heading", { level: 2 }), () => chain().toggleHeading({ level: 2 }).run())}
      {button("Subheading", "H3", editor.isActive("heading", { level: 3 }), () => chain().toggleHeading({ level: 3 }).run())}
      {button("Bold", <strong>B</strong>, editor.isActive("bold"), () => chain().toggleBold().run())}
      {button("Italic", <em>I</em>, editor.isActive("italic"), () => chain().toggleItalic().run())}
      {button("Bulleted list", "• List", editor.isActive("bulletList"), () => chain().toggleBulletList().run())}
      {button("Numbered list", "1. List", editor.isActive("orderedList"), () => chain().toggleOrderedList().run())}
      {button("Quote", "“ Quote", editor.isActive("blockquote"), () => chain().toggleBlockquote().run())}
      {button("Link", "Link", editor.isActive("link"), setLink)}
      {button("Image from the library", "Image", undefined, onPickImage)}
      {button("Undo", "Undo", undefined, () => chain().undo().run())}
      {button("Redo", "Redo", undefined, () => chain().redo().run())}
    </div>
  );
}

/**
 * The article body: rich text (TipTap, a ProseMirror editor), never raw HTML. It offers exactly
 * what the server keeps: headings, paragraphs, bold/italic, lists, quotes, links and images from
 * the media library.
 */
export default function RichTextEditor({ labelId, value, onChange, onBlur, invalid, describedBy, lang }: RichTextEditorProps) {
  const [picking, setPicking] = useState(false);
  const pickerId = useId();
  // useEditor passes changed options on to the editor at each render: a new language or error state reaches the editing area.
  const attributes: Record<string, string> = {
    "aria-labelledby": labelId,
    "aria-multiline": "true",
    role: "textbox",
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(invalid ? { "aria-invalid": "true" } : {}),
    ...contentLanguage(lang),
    class: "qwp-article-editor",
  };
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, protocols: ["mailto"], HTMLAttributes: { rel: null, target: null } },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
    onBlur: () => onBlur?.(),
  });

  // A value restored from a local draft replaces the editor's content.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === "" && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const insertPhoto = (photo: MediaPhoto) => {
    const medium = photo.variants.find((v) => v.type === "image/jpeg" && v.width === 800) ?? photo.variants.find((v) => v.type === "image/jpeg");
    editor?.chain().focus().setImage({ src: medium?.url ?? photo.url, alt: "" }).run();
    setPicking(false);
  };

  return (
    <div css={{ border: `1px solid ${invalid ? colors.danger : colors.border}`, borderRadius: radii.md, background: colors.surface }}>
      {editor && <Toolbar editor={editor} onPickImage={() => setPicking((open) => !open)} />}
      {picking && (
        <div id={pickerId} css={{ padding: space(3), borderBottom: `1px solid ${colors.border}` }}>
          <PhotoPicker label="Insert an image from the library" selectedId={null} onSelect={(photo) => photo && insertPhoto(photo)} />
        </div>
      )}
      <EditorContent
        editor={editor}
        css={{
          "& .qwp-article-editor": {
            minHeight: "16rem",
            padding: space(4),
            lineHeight: 1.7,
            outline: "none",
            "&:focus-visible": { boxShadow: `inset 0 0 0 3px ${colors.focus}` },
            "& img": { maxWidth: "100%", height: "auto" },
            "& blockquote": { borderInlineStart: `4px solid ${colors.border}`, margin: 0, paddingInlineStart: space(4) },
            "& a": { color: colors.primaryText },
          },
        }}
      />
    </div>
  );
}
