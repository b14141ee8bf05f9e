/**
 * The body editor's link dialog: an address, checked against the link targets the server keeps
 * (link_target.ts); Apply sets it on the selection (or inserts it as text when nothing is
 * selected), Remove takes the link off.
 */
import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { controlAria, Field } from "../../../components/forms/field.tsx";
import { EDITOR_TEXT, WORKFLOW_TEXT } from "./content_copy.ts";
import { linkTarget } from "./link_target.ts";
import { ModalDialog } from "./modal_dialog.tsx";

/** Props of {@linkcode LinkDialog}. */
export interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

/** The link dialog. */
export function LinkDialog({ editor, open, onClose }: LinkDialogProps) {
  return (
    <ModalDialog id="link-dialog" open={open} title={EDITOR_TEXT.linkTitle} onClose={onClose}>
      <LinkForm editor={editor} onClose={onClose} />
    </ModalDialog>
  );
}

function LinkForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = String(editor.getAttributes("link").href ?? "");
  // The selection when the dialog opened: the commands apply to it, wherever focus went since.
  const [{ from, to }] = useState(() => editor.state.selection);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string>();

  function apply(event: React.FormEvent) {
    event.preventDefault();
    const href = linkTarget(value);
    if (!href) {
      setError(EDITOR_TEXT.linkBad);
      return;
    }
    const chain = editor.chain().setTextSelection({ from, to }).extendMarkRange("link");
    if (from === to && !editor.isActive("link")) {
      chain.insertContent({
        type: "text",
        text: value.trim(),
        marks: [{ type: "link", attrs: { href } }],
      }).run();
    } else {
      chain.setLink({ href }).run();
      // The caret after the link, so typing goes on outside it.
      editor.commands.setTextSelection(editor.state.selection.to);
    }
    onClose();
  }

  function remove() {
    editor.chain().setTextSelection({ from, to }).extendMarkRange("link").unsetLink().run();
    onClose();
  }

  return (
    <form className="stack" noValidate onSubmit={apply}>
      <Field id="link-url" label={EDITOR_TEXT.linkUrl} error={error}>
        <input
          id="link-url"
          className="input"
          type="url"
          inputMode="url"
          value={value}
          autoFocus
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
          {...controlAria("link-url", { error })}
        />
      </Field>
      <div className="content-dialog__actions">
        <button type="submit" className="button button--primary">{EDITOR_TEXT.linkApply}</button>
        {current
          ? (
            <button type="button" className="button button--secondary" onClick={remove}>
              {EDITOR_TEXT.linkRemove}
            </button>
          )
          : null}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {WORKFLOW_TEXT.cancel}
        </button>
      </div>
    </form>
  );
}
