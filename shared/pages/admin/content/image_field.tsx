/**
 * An item's image (hero image, logo, photo): what is there now as a thumbnail, an upload that
 * replaces it, a choice from the media library (image_library_dialog.tsx), its alt text (required
 * with an image) and a way to remove it. The field stores the image's id (`imageId`) and its
 * `imageAlt`.
 */
import { useState } from "react";
import { controlAria, Field } from "../../../components/forms/field.tsx";
import { IMAGE_FIELD_TEXT } from "./content_copy.ts";
import { ImageLibraryDialog, LibraryButton } from "./image_library_dialog.tsx";
import { rememberUpload, useImagePreview } from "./image_preview.ts";
import { ImageUpload } from "./image_upload.tsx";

/** Props of {@linkcode ImageField}. */
export interface ImageFieldProps {
  /** Prefix of the element ids. */
  id: string;
  label: string;
  imageId: string;
  alt: string;
  onChange: (next: { imageId: string; imageAlt?: string }) => void;
  onAltChange: (alt: string) => void;
  error?: string | undefined;
  altError?: string | undefined;
}

/** The image field. */
export function ImageField(props: ImageFieldProps) {
  const { id, imageId, alt } = props;
  const preview = useImagePreview(imageId);
  const [choosing, setChoosing] = useState(false);
  const altId = `${id}-alt`;
  return (
    <fieldset className="content-image-field">
      <legend>{props.label}</legend>
      <div className="content-image-field__current">
        {preview.kind === "ready"
          ? (
            <img
              src={preview.src}
              srcSet={preview.srcset}
              sizes={preview.srcset ? "16rem" : undefined}
              alt={IMAGE_FIELD_TEXT.current}
              className="content-image-field__thumb"
              // Beside or below the form: not fetched before the screen's first paint.
              loading="lazy"
              decoding="async"
            />
          )
          : (
            <p className="field__hint">
              {preview.kind === "none"
                ? IMAGE_FIELD_TEXT.none
                : preview.kind === "loading"
                ? IMAGE_FIELD_TEXT.loading
                : preview.kind === "missing"
                ? IMAGE_FIELD_TEXT.missing
                : `${IMAGE_FIELD_TEXT.current}: ${imageId}`}
            </p>
          )}
      </div>
      <ImageUpload
        id={`${id}-file`}
        label={imageId ? IMAGE_FIELD_TEXT.replace : IMAGE_FIELD_TEXT.choose}
        onUploaded={(image) => {
          rememberUpload(image);
          props.onChange({ imageId: image.id });
        }}
      />
      <LibraryButton
        className="content-image-field__library"
        onOpen={() => setChoosing(true)}
      />
      <ImageLibraryDialog
        id={`${id}-library`}
        open={choosing}
        onClose={() => setChoosing(false)}
        onChoose={(image) => {
          rememberUpload(image);
          // The alt text describes the picture: the one it was last given comes with it.
          props.onChange({ imageId: image.id, imageAlt: image.alt });
        }}
      />
      {props.error ? <p className="field__error">{props.error}</p> : null}
      {imageId
        ? (
          <>
            <Field
              id={altId}
              label={IMAGE_FIELD_TEXT.alt}
              hint={IMAGE_FIELD_TEXT.altHint}
              error={props.altError}
            >
              <input
                id={altId}
                className="input"
                value={alt}
                maxLength={200}
                required
                onChange={(event) => props.onAltChange(event.currentTarget.value)}
                {...controlAria(altId, { error: props.altError, hint: IMAGE_FIELD_TEXT.altHint })}
              />
            </Field>
            <button
              type="button"
              className="button button--secondary content-image-field__remove"
              onClick={() => props.onChange({ imageId: "", imageAlt: "" })}
            >
              {IMAGE_FIELD_TEXT.remove}
            </button>
          </>
        )
        : null}
    </fieldset>
  );
}
