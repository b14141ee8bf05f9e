/**
 * Choosing and uploading one image (`POST /api/staff/content/images`): a file input that uploads
 * on choice and reports the stored image, with the server's refusal (413 too large, 415 not an
 * image) in words under the control. While it runs, a progress bar shows the bytes sent, then
 * that the server is processing the image, and the edit screen holds Save, Schedule and Publish
 * (upload_activity.ts).
 */
import { useState } from "react";
import { controlAria, Field } from "../../../components/forms/field.tsx";
import type { UploadedImage } from "../../../schemas/content.ts";
import { uploadImage } from "./content_api.ts";
import { EDITOR_TEXT } from "./content_copy.ts";
import { useUploadActivity } from "./upload_activity.ts";

/** Props of {@linkcode ImageUpload}. */
export interface ImageUploadProps {
  id: string;
  label: string;
  onUploaded: (image: UploadedImage) => void;
}

/** Where an upload is: `loaded` of `total` bytes sent (`total` 0 before the first report). */
type UploadState =
  | { kind: "idle" }
  | { kind: "uploading"; loaded: number; total: number }
  | { kind: "done" }
  | { kind: "error"; message: string };

/** The file control. */
export function ImageUpload({ id, label, onUploaded }: ImageUploadProps) {
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const activity = useUploadActivity();
  const error = state.kind === "error" ? EDITOR_TEXT.uploadFailed(state.message) : undefined;
  // Every byte sent: the server decodes and re-encodes it now, for an unknown while.
  const processing = state.kind === "uploading" && state.total > 0 &&
    state.loaded >= state.total;

  async function handleChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setState({ kind: "uploading", loaded: 0, total: 0 });
    const end = activity.begin();
    try {
      const image = await uploadImage(
        file,
        ({ loaded, total }) => setState({ kind: "uploading", loaded, total }),
      );
      onUploaded(image);
      setState({ kind: "done" });
    } catch (caught) {
      setState({
        kind: "error",
        message: caught instanceof Error ? caught.message : String(caught),
      });
    } finally {
      end();
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
      {state.kind === "uploading"
        ? (
          <progress
            className="content-upload-progress"
            aria-label={EDITOR_TEXT.uploadProgress}
            // No value: indeterminate, before the first report and while the server processes.
            max={state.total || 1}
            value={state.total && !processing ? state.loaded : undefined}
          />
        )
        : null}
      <p className="field__hint" role="status">
        {state.kind === "uploading"
          ? processing ? EDITOR_TEXT.processing : EDITOR_TEXT.uploading
          : state.kind === "done"
          ? EDITOR_TEXT.uploaded
          : ""}
      </p>
    </Field>
  );
}
