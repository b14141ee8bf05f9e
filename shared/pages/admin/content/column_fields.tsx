/**
 * The two-column editor of a collection whose definition lays it out (`editor`, e.g. insights):
 * the main fields (title, slug, excerpt), then the rich-text body, and every other field beside
 * them. A routed collection's slug is suggested from the title until staff edit it. The body
 * editor (Tiptap) is its own chunk, loaded only here, and only in the browser: the server and the
 * hydrating render show its placeholder (the server never imports the editor nor waits for its
 * chunk, ADR 0021), and the editor takes its place once mounted.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import {
  collectionDefinition,
  type ContentCollection,
} from "../../../content/collections/registry.ts";
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

/** Props of {@linkcode ColumnFields}. */
export interface ColumnFieldsProps {
  collection: ContentCollection;
  fields: Fields;
  errors: Readonly<Record<string, string>>;
  onEdit: (name: string, value: unknown) => void;
  resetKey: number;
  /** A saved page keeps its slug unless staff change it (its address is public). */
  isNew: boolean;
}

/** The fields. */
export function ColumnFields(
  { collection, fields, errors, onEdit, resetKey, isNew }: ColumnFieldsProps,
) {
  const definition = collectionDefinition(collection);
  const all = fieldSpecs(collection);
  const specs = new Map(all.map((spec) => [spec.name, spec]));
  const main = definition.editor?.main ?? [definition.titleField];
  const body = all.find((spec) => spec.kind === "body");
  const side = all.filter((spec) => !main.includes(spec.name) && spec !== body)
    .map((spec) => spec.name);
  const slugField = definition.route?.field;
  const [slugEdited, setSlugEdited] = useState(!isNew);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  function handleEdit(name: string, value: unknown) {
    onEdit(name, value);
    if (name === slugField) setSlugEdited(true);
    if (slugField && name === definition.titleField) {
      onEdit(
        slugField,
        slugAfterTitleChange({ slug: String(fields[slugField] ?? ""), slugEdited }, String(value)),
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

  const placeholder = body && (
    <div className="field content-editor">
      <span className="content-editor__label">{body.label}</span>
      <p className="field__hint">{EDITOR_TEXT.bodyHint}</p>
      <div className="content-editor__frame content-editor__placeholder" aria-busy="true" />
    </div>
  );

  return (
    <div className="content-insight">
      <div className="content-insight__main">
        {main.map(control)}
        {body && mounted
          ? (
            <Suspense fallback={placeholder}>
              <BodyEditor
                id={controlId(body.name)}
                label={body.label}
                html={String(fields[body.name] ?? "")}
                resetKey={resetKey}
                onChange={(html) => onEdit(body.name, html)}
                error={errors[body.name]}
              />
            </Suspense>
          )
          : placeholder}
      </div>
      <div className="content-insight__side">{side.map(control)}</div>
    </div>
  );
}
