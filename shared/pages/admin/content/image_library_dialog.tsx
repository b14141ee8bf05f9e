/**
 * The media library of an image field: every upload, newest first, as a thumbnail with its size,
 * the alt text it was last given and where it is used (`GET /api/staff/content/images`). Choosing
 * one puts it in the field; an upload no item uses can be deleted here (the API refuses one in
 * use with 409 and says where). Each image is a button, so the list is worked with Tab and Enter;
 * the dialog returns focus to the control that opened it (modal_dialog.tsx).
 */
import { useEffect, useRef, useState } from "react";
import type { LibraryImage } from "../../../schemas/content.ts";
import { deleteImage, listImages } from "./content_api.ts";
import { IMAGE_FIELD_TEXT, LIBRARY_TEXT } from "./content_copy.ts";
import { ModalDialog } from "./modal_dialog.tsx";

/** Props of {@linkcode ImageLibraryDialog}. */
export interface ImageLibraryDialogProps {
  /** Prefix of the element ids. */
  id: string;
  open: boolean;
  onClose: () => void;
  /** Called with the chosen image; the dialog closes itself after. */
  onChoose: (image: LibraryImage) => void;
}

/** The dialog. */
export function ImageLibraryDialog(props: ImageLibraryDialogProps) {
  return (
    <ModalDialog
      id={props.id}
      open={props.open}
      title={LIBRARY_TEXT.title}
      onClose={props.onClose}
      wide
    >
      <Library {...props} />
    </ModalDialog>
  );
}

/** The button that opens the library, the same in every image control that offers it. */
export function LibraryButton({ className, onOpen }: { className?: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={className ? `button button--secondary ${className}` : "button button--secondary"}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      {IMAGE_FIELD_TEXT.library}
    </button>
  );
}

/** What the list shows. */
type LibraryState =
  | { kind: "loading" }
  | { kind: "ready"; images: LibraryImage[] }
  | { kind: "error"; message: string };

/** A library image's name for a button: its alt text, else when it was uploaded. */
function nameOf(image: LibraryImage): string {
  return image.alt ? `“${image.alt}”` : `the image uploaded ${image.createdAt.slice(0, 10)}`;
}

function Library({ id, onClose, onChoose }: ImageLibraryDialogProps) {
  const [state, setState] = useState<LibraryState>({ kind: "loading" });
  const [notice, setNotice] = useState("");
  const [loads, setLoads] = useState(0);
  // A deleted image's button goes with it: focus waits on Cancel rather than dropping out.
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    listImages(controller.signal).then(
      (images) => setState({ kind: "ready", images }),
      (error) => {
        if (!controller.signal.aborted) {
          setState({ kind: "error", message: error instanceof Error ? error.message : "" });
        }
      },
    );
    return () => controller.abort();
  }, [loads]);

  async function remove(image: LibraryImage) {
    try {
      await deleteImage(image.id);
      setNotice(LIBRARY_TEXT.deleted);
    } catch (error) {
      setNotice(error instanceof Error ? error.message : String(error));
    }
    cancel.current?.focus();
    setLoads((count) => count + 1);
  }

  return (
    <div className="stack">
      {state.kind === "loading" ? <p role="status">{LIBRARY_TEXT.loading}</p> : null}
      {state.kind === "error"
        ? <p className="alert alert--error" role="alert">{LIBRARY_TEXT.failed(state.message)}</p>
        : null}
      {state.kind === "ready" && state.images.length === 0 ? <p>{LIBRARY_TEXT.empty}</p> : null}
      {state.kind === "ready" && state.images.length
        ? (
          <ul className="content-library" aria-labelledby={`${id}-title`}>
            {state.images.map((image) => {
              const detailsId = `${id}-${image.id}-details`;
              return (
                <li key={image.id} className="content-library__item">
                  <button
                    type="button"
                    className="content-library__choose"
                    aria-label={LIBRARY_TEXT.use(nameOf(image))}
                    aria-describedby={detailsId}
                    onClick={() => {
                      onChoose(image);
                      onClose();
                    }}
                  >
                    <img
                      src={image.src}
                      srcSet={image.srcset}
                      sizes="12rem"
                      alt=""
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                      decoding="async"
                    />
                  </button>
                  <div id={detailsId} className="content-library__details">
                    <p className="content-library__alt">{image.alt || LIBRARY_TEXT.noAlt}</p>
                    <p>{LIBRARY_TEXT.size(image.width, image.height, image.bytes)}</p>
                    <p>
                      {image.usedBy.length
                        ? `${LIBRARY_TEXT.usedBy}: ${
                          image.usedBy.map((use) => `${use.noun} “${use.title}”`).join(", ")
                        }`
                        : LIBRARY_TEXT.unused}
                    </p>
                  </div>
                  {image.usedBy.length === 0
                    ? (
                      <button
                        type="button"
                        className="button button--danger content-library__delete"
                        aria-label={LIBRARY_TEXT.deleteName(nameOf(image))}
                        onClick={() => void remove(image)}
                      >
                        {LIBRARY_TEXT.delete}
                      </button>
                    )
                    : null}
                </li>
              );
            })}
          </ul>
        )
        : null}
      <p role="status" className="field__hint">{notice}</p>
      <div className="content-dialog__actions">
        <button ref={cancel} type="button" className="button button--secondary" onClick={onClose}>
          {LIBRARY_TEXT.cancel}
        </button>
      </div>
    </div>
  );
}
