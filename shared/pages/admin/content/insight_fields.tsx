/**
 * The insight editor's fields: title, slug (suggested from the title until staff edit it),
 * excerpt and the body first; then category, date, author, hero image, keywords and meta
 * description. The body editor (Tiptap) is its own chunk, loaded only here, and only in the
 * browser: the server and the hydrating render show its placeholder (the server never imports the
 * editor nor waits for its chunk, ADR 0021), and the editor takes its place once mounted.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { EDITOR_TEXT } from "./content_copy.ts";
import type { Fields } from "./edit_session.ts";
import { controlId, FieldControl } from "./field_control.tsx";
import { type FieldSpec, fieldSpecs } from "./field_specs.ts";
import { slugAfterTitleChange } from "./slug.ts";

/** Loads the body editor's code (called early, while the item itself loads). */
export function preloadBodyEditor(): Promise<unknown> {
  return import("./body_editor.tsx");
}

const BodyEditor = lazy(() => import("./body_editor.tsx"));

const MAIN = ["title", "slug", "excerpt"];
const SIDE = ["category", "date", "author", "imageId", "keywords", "description"];

/** Props of {@linkcode InsightFields}. */
export interface InsightFieldsProps {
  fields: Fields;
  errors: Readonly<Record<string, string>>;
  onEdit: (name: string, value: unknown) => void;
  resetKey: number;
  /** A saved article keeps its slug unless staff change it (its address is public). */
  isNew: boolean;
}

/** The fields. */
export function InsightFields({ fields, errors, onEdit, resetKey, isNew }: InsightFieldsProps) {
  const specs = new Map(fieldSpecs("insights").map((spec) => [spec.name, spec]));
  const [slugEdited, setSlugEdited] = useState(!isNew);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  function handleEdit(name: string, value: unknown) {
    onEdit(name, value);
    if (name === "slug") setSlugEdited(true);
    if (name === "title") {
      onEdit(
        "slug",
        slugAfterTitleChange({ slug: String(fields.slug ?? ""), slugEdited }, String(value)),
      );
    }
  }

  const control = (name: string) => {
    const spec = specs.get(name) as FieldSpec;
    return (
      <FieldControl
        key={name}
        spec={spec}
        fields={fields}
        errors={errors}
        onEdit={handleEdit}
        resetKey={resetKey}
      />
    );
  };

  const placeholder = (
    <div className="field content-editor">
      <span className="content-editor__label">{specs.get("bodyHtml")?.label}</span>
      <p className="field__hint">{EDITOR_TEXT.bodyHint}</p>
      <div className="content-editor__frame content-editor__placeholder" aria-busy="true" />
    </div>
  );

  return (
    <div className="content-insight">
      <div className="content-insight__main">
        {MAIN.map(control)}
        {mounted
          ? (
            <Suspense fallback={placeholder}>
              <BodyEditor
                id={controlId("bodyHtml")}
                label={specs.get("bodyHtml")?.label ?? "Body"}
                html={String(fields.bodyHtml ?? "")}
                resetKey={resetKey}
                onChange={(html) => onEdit("bodyHtml", html)}
                error={errors.bodyHtml}
              />
            </Suspense>
          )
          : placeholder}
      </div>
      <div className="content-insight__side">{SIDE.map(control)}</div>
    </div>
  );
}
