/**
 * Choosing and uploading one image (`POST /api/staff/content/images`): a file input that uploads
 * on choice and reports the stored image, with the server's refusal (413 too large, 415 not an
 * image) in words under the control.
 */
import { useState } from "react";
import { controlAria, Field } from "../../../components/forms/field.tsx";
import type { UploadedImage } from "../../../schemas/content.ts";
import { uploadImage } from "./content_api.ts";
import { EDITOR_TEXT } from "./content_copy.ts";

/** Props of {@linkcode ImageUpload}. */
export interface ImageUploadProps {
  id: string;
  label: string;
  onUploaded: (image: UploadedImage) => void;
}

/** The file control. */
export function ImageUpload({ id, label, onUploaded }: ImageUploadProps) {
  const [state, setState] = useState<
    { kind: "idle" } | { kind: "uploading" } | { kind: "done" } | { kind: "error"; message: string }
  >({ kind: "idle" });
  const error = state.kind === "error" ? EDITOR_TEXT.uploadFailed(state.message) : undefined;

  async function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setState({ kind: "uploading" });
    try {
      onUploaded(await uploadImage(file));
      setState({ kind: "done" });
    } catch (caught) {
      setState({
        kind: "error",
        message: caught instanceof Error ? caught.message : String(caught),
      });
    }
  }

  return (
    <Field id={id} label={label} error={error}>
      <input
        id={id}
        className="input content-file"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={handleChange}
        disabled={state.kind === "uploading"}
        {...controlAria(id, { error })}
      />
      <p className="field__hint" role="status">
        {state.kind === "uploading"
          ? EDITOR_TEXT.uploading
          : state.kind === "done"
          ? EDITOR_TEXT.uploaded
          : ""}
      </p>
    </Field>
  );
}
