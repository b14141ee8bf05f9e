/**
 * The body editor's image dialog: upload a file or choose one already uploaded from the media
 * library (docs/decisions/0037-media-library.md, with the alt text it was last given), describe
 * it, insert it with its renditions (`src`, `srcset`, intrinsic size). Insert stays disabled until
 * there is an image with alt text (ADR 0014: the sanitiser keeps no image without one).
 */
import type { Editor } from "@tiptap/core";
import { useState } from "react";
import { controlAria, Field } from "../../../components/forms/field.tsx";
import type { UploadedImage } from "../../../schemas/content.ts";
import { BODY_IMAGE_SIZES } from "./body_extensions.ts";
import { EDITOR_TEXT, WORKFLOW_TEXT } from "./content_copy.ts";
import { ImageLibraryDialog, LibraryButton } from "./image_library_dialog.tsx";
import { ImageUpload } from "./image_upload.tsx";
import { ModalDialog } from "./modal_dialog.tsx";

/** Props of {@linkcode ImageDialog}. */
export interface ImageDialogProps {
  editor: Editor;
  open: boolean;
  onClose: () => void;
}

/** The image dialog. */
export function ImageDialog({ editor, open, onClose }: ImageDialogProps) {
  return (
    <ModalDialog id="image-dialog" open={open} title={EDITOR_TEXT.imageTitle} onClose={onClose}>
      <ImageForm editor={editor} onClose={onClose} />
    </ModalDialog>
  );
}

function ImageForm({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [image, setImage] = useState<UploadedImage>();
  // Where the image goes: the selection when the dialog opened, wherever focus went since.
  const [{ from, to }] = useState(() => editor.state.selection);
  const [alt, setAlt] = useState("");
  const [choosing, setChoosing] = useState(false);
  const ready = image !== undefined && alt.trim() !== "";

  function insert(event: React.FormEvent) {
    event.preventDefault();
    if (!image || !alt.trim()) return;
    editor.chain().setTextSelection({ from, to }).setImage({
      src: image.src,
      alt: alt.trim(),
      width: image.width,
      height: image.height,
      // Attributes of the extended image node (body_extensions.ts).
      ...{ srcset: image.srcset, sizes: BODY_IMAGE_SIZES },
    }).run();
    onClose();
  }

  return (
    <>
      <form className="stack" noValidate onSubmit={insert}>
        <ImageUpload id="image-file" label={EDITOR_TEXT.imageFile} onUploaded={setImage} />
        <p>
          <LibraryButton onOpen={() => setChoosing(true)} />
        </p>
        {image
          ? (
            <img
              className="content-dialog__preview"
              src={image.src}
              alt=""
              width={image.width}
              height={image.height}
            />
          )
          : null}
        <Field id="image-alt" label={EDITOR_TEXT.imageAlt} hint={EDITOR_TEXT.imageAltHint}>
          <input
            id="image-alt"
            className="input"
            value={alt}
            maxLength={200}
            required
            onChange={(event) => setAlt(event.currentTarget.value)}
            {...controlAria("image-alt", { hint: EDITOR_TEXT.imageAltHint })}
          />
        </Field>
        <div className="content-dialog__actions">
          <button type="submit" className="button button--primary" disabled={!ready}>
            {EDITOR_TEXT.imageInsert}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {WORKFLOW_TEXT.cancel}
          </button>
        </div>
      </form>
      {/* Beside the form, not in it: its buttons must not submit the insert. */}
      <ImageLibraryDialog
        id="image-library"
        open={choosing}
        onClose={() => setChoosing(false)}
        onChoose={(chosen) => {
          setImage(chosen);
          // The alt text describes the picture: the one it was last given comes with it, unless
          // one is typed already.
          setAlt((typed) => typed.trim() ? typed : chosen.alt);
        }}
      />
    </>
  );
}
