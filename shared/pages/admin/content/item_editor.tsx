/**
 * The edit screen of one item once loaded: title and state, the notice of the last action, the
 * conflict choice after a 409, the fields (the insight editor or the generic form), the publishing
 * buttons, and the revisions. Preview hides the fields (keeping the body editor and its undo
 * history) and shows the unsaved text as visitors will see it.
 */
import { useState } from "react";
import {
  collectionDefinition,
  CONTENT_COLLECTION_LABELS,
  type ContentCollection,
  contentTitle,
} from "../../../content/collections/registry.ts";
import { fieldsOfKind } from "../../../schemas/field_kinds.ts";
import { ArticlePreview } from "./article_preview.tsx";
import { ConflictPanel } from "./conflict_panel.tsx";
import { EDIT_TEXT, PREVIEW_TEXT } from "./content_copy.ts";
import { isDirty } from "./edit_session.ts";
import { ColumnFields } from "./column_fields.tsx";
import { ItemForm } from "./item_form.tsx";
import { formatLondonDateTime } from "./london_time.ts";
import { RevisionsPanel } from "./revisions_panel.tsx";
import { StatusBadge } from "./status_badge.tsx";
import { UploadActivityContext, useUploadCount } from "./upload_activity.ts";
import type { EditSessionApi } from "./use_edit_session.ts";
import { WorkflowBar } from "./workflow_bar.tsx";

/** Props of {@linkcode ItemEditor}. */
export interface ItemEditorProps {
  collection: ContentCollection;
  api: EditSessionApi;
}

/** The edit screen's content. */
export function ItemEditor({ collection, api }: ItemEditorProps) {
  const { session } = api;
  const saved = session.saved;
  const [previewing, setPreviewing] = useState(false);
  const [uploads, uploadActivity] = useUploadCount();
  const definition = collectionDefinition(collection);
  const noun = definition.noun;
  // A rich-text field has its own editor, which only the column layout holds.
  const columns = definition.editor !== undefined ||
    fieldsOfKind(definition.fields, "richText").length > 0;
  const articlePreview = definition.editor?.articlePreview === true;
  const heading = saved
    ? (contentTitle(collection, saved) || EDIT_TEXT.editTitle(noun))
    : EDIT_TEXT.newTitle(noun);

  return (
    <div className="content-edit">
      <header className="content-edit__header">
        <p className="content-edit__collection">
          <a href={`/admin/content?collection=${collection}`}>
            {CONTENT_COLLECTION_LABELS[collection]}
          </a>
        </p>
        <h1>{heading}</h1>
        {saved
          ? (
            <p className="content-edit__meta">
              <StatusBadge item={saved} now={Date.now()} />{" "}
              {EDIT_TEXT.lastSaved(formatLondonDateTime(saved.updatedAt), saved.updatedBy)}
            </p>
          )
          : null}
      </header>
      {session.notice
        ? session.notice.kind === "error"
          ? (
            <div className="alert alert--error" role="alert">
              <p>{session.notice.text}</p>
            </div>
          )
          : (
            <div className="alert alert--success" role="status">
              <p>{session.notice.text}</p>
            </div>
          )
        : null}
      {session.conflict
        ? (
          <ConflictPanel
            collection={collection}
            message={session.conflict.message}
            theirs={session.conflict.theirs}
            mine={session.fields}
            onOverwrite={api.overwrite}
            onDiscard={api.discard}
          />
        )
        : null}
      <UploadActivityContext.Provider value={uploadActivity}>
        {/* Until hydrated the staff shell keeps these controls disabled (staff_shell.tsx). */}
        <div className="content-edit__layout">
          {/* First in reading order: on a phone the buttons come before a long form. */}
          <div className="content-edit__workflow">
            <WorkflowBar
              session={session}
              onSave={(kind, envelope) => void api.save(kind, envelope)}
              onPreview={articlePreview ? () => setPreviewing(!previewing) : undefined}
              previewing={previewing}
              onDelete={() => void api.remove()}
              canDelete={!definition.single}
              canPublish={!definition.single && !definition.alwaysLive}
              autosavePaused={api.autosavePaused}
              uploading={uploads > 0}
            />
          </div>
          <div className="content-edit__main">
            <div className="content-edit__fields" hidden={previewing}>
              {columns
                ? (
                  <ColumnFields
                    collection={collection}
                    fields={session.fields}
                    errors={session.errors}
                    onEdit={api.edit}
                    resetKey={session.loadCount}
                    isNew={saved === null}
                  />
                )
                : (
                  <ItemForm
                    collection={collection}
                    fields={session.fields}
                    errors={session.errors}
                    onEdit={api.edit}
                    resetKey={session.loadCount}
                  />
                )}
            </div>
            {previewing
              ? (
                <ArticlePreview
                  fields={session.fields}
                  titleLevel={2}
                  banner={PREVIEW_TEXT.banner}
                />
              )
              : null}
          </div>
          {saved
            ? (
              <div className="content-edit__revisions">
                {articlePreview
                  ? (
                    <p className="content-edit__preview-link">
                      <a
                        href={`/admin/content/${collection}/${
                          encodeURIComponent(saved.id)
                        }/preview`}
                      >
                        {PREVIEW_TEXT.open}
                      </a>
                    </p>
                  )
                  : null}
                <RevisionsPanel
                  collection={collection}
                  current={saved}
                  dirty={isDirty(session)}
                  onRestore={(version) => void api.restore(version)}
                />
              </div>
            )
            : null}
        </div>
      </UploadActivityContext.Provider>
    </div>
  );
}
