/**
 * The article body editor (Tiptap 3 on ProseMirror): the formatting toolbar, the editable area
 * styled as the published article (`.prose.article-body`), the link and image dialogs, and the
 * field's message. The HTML goes to `onChange` on every change; `resetKey` changing makes the
 * editor start again from `html` (a version loaded from the server).
 *
 * Tiptap's headless core, mounted into a div here, rather than its React bindings: those import
 * react-dom and a `useSyncExternalStore` shim of their own, which made esbuild split both out of
 * the React chunk every public page loads, about 1 KB brotli more on each page.
 */
import { Editor, getSchema, type JSONContent } from "@tiptap/core";
import { DOMParser as DocumentParser, type Schema } from "@tiptap/pm/model";
import { useEffect, useRef, useState } from "react";
import { parseSanitisedHtml } from "../../../trusted_html.ts";
import { errorIdOf, hintIdOf } from "../../../components/forms/field.tsx";
import { bodyExtensions } from "./body_extensions.ts";
import { EDITOR_TEXT } from "./content_copy.ts";
import { EditorToolbar } from "./editor_toolbar.tsx";
import { ImageDialog } from "./image_dialog.tsx";
import { LinkDialog } from "./link_dialog.tsx";

/** Props of {@linkcode BodyEditor}. */
export interface BodyEditorProps {
  id: string;
  label: string;
  html: string;
  resetKey: number;
  onChange: (html: string) => void;
  error?: string | undefined;
}

/**
 * The editor's document for `html`, a body the server stored (sanitised) or sent back. Given to
 * Tiptap as a document, not as HTML: Tiptap would parse the string with `DOMParser` itself, a sink
 * Trusted Types refuses a plain string (ADR 0036); the site's policy parses it here instead.
 */
function documentOf(html: string, schema: Schema): JSONContent {
  return DocumentParser.fromSchema(schema).parse(parseSanitisedHtml(html)).toJSON();
}

/** The body editor. */
export default function BodyEditor(
  { id, label, html, resetKey, onChange, error }: BodyEditorProps,
) {
  const [dialog, setDialog] = useState<"link" | "image" | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const labelId = `${id}-label`;
  const describedBy = [hintIdOf(id), error ? errorIdOf(id) : ""].filter(Boolean).join(" ");

  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const initialHtml = useRef(html);
  useEffect(() => {
    const extensions = bodyExtensions();
    const instance = new Editor({
      element: mount.current,
      extensions,
      content: documentOf(initialHtml.current, getSchema(extensions)),
      // Tiptap's own stylesheet would be an inline <style>, which the CSP refuses; its few rules
      // are in content_admin.css.
      injectCSS: false,
      onUpdate: ({ editor: current }) => {
        onChangeRef.current(current.isEmpty ? "" : current.getHTML());
      },
    });
    setEditor(instance);
    return () => instance.destroy();
  }, []);

  // A version loaded from the server replaces the text (never on the user's own edits).
  const lastReset = useRef(resetKey);
  useEffect(() => {
    if (!editor || lastReset.current === resetKey) return;
    lastReset.current = resetKey;
    editor.commands.setContent(documentOf(html, editor.schema), { emitUpdate: false });
  }, [editor, resetKey, html]);

  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          class: "prose article-body content-editor__surface",
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": labelId,
          "aria-describedby": describedBy,
          ...(error ? { "aria-invalid": "true" } : {}),
        },
      },
    });
  }, [editor, id, labelId, describedBy, error]);

  // Back in the text where the dialog left it. The browser gives focus back to the editable area
  // with the DOM selection it had when the dialog opened, which ProseMirror would then read as the
  // selection (an image inserted next would replace the text selected for a link); focusing the
  // view writes the editor's own selection back to the DOM.
  function closeDialog() {
    setDialog(null);
    requestAnimationFrame(() => {
      if (editor && !editor.isDestroyed) editor.view.focus();
    });
  }

  return (
    <div className="field content-editor">
      <span
        id={labelId}
        className="content-editor__label"
        onClick={() => editor?.commands.focus()}
      >
        {label}
      </span>
      <p id={hintIdOf(id)} className="field__hint">{EDITOR_TEXT.bodyHint}</p>
      {editor
        ? (
          <EditorToolbar
            editor={editor}
            controls={id}
            onLink={() => setDialog("link")}
            onImage={() => setDialog("image")}
          />
        )
        : null}
      <div
        ref={mount}
        className={`content-editor__frame${editor ? "" : " content-editor__placeholder"}`}
        aria-busy={editor ? undefined : true}
      />
      {editor
        ? (
          <>
            <LinkDialog editor={editor} open={dialog === "link"} onClose={closeDialog} />
            <ImageDialog
              editor={editor}
              open={dialog === "image"}
              onClose={closeDialog}
            />
          </>
        )
        : null}
      {error ? <p id={errorIdOf(id)} className="field__error">{error}</p> : null}
    </div>
  );
}
