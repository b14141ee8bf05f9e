/**
 * /admin/content/:collection/:id: edit one item (`new` as the id creates one; `company` is the
 * one company-details document). Signed-in staff only (the server's page loader), which embeds
 * the item in the page: the server renders its heading and fields, and hydration starts from the
 * same item without fetching it (embedded_item.ts). The rich-text body editor is its own chunk,
 * fetched as soon as the page runs and mounted in the browser only.
 */
import { useEffect } from "react";
import { Seo } from "../../../components/seo.tsx";
import { COMPANY_NAME } from "../../../content/company.ts";
import { useRouteParams } from "../../../route_params.tsx";
import {
  collectionDefinition,
  type ContentCollection,
  isContentCollection,
} from "../../../content/collections/registry.ts";
import { fieldsOfKind } from "../../../schemas/field_kinds.ts";
import { EDIT_TEXT, LIST_TEXT } from "./content_copy.ts";
import { ContentShell } from "./content_shell.tsx";
import { preloadBodyEditor } from "./column_fields.tsx";
import { ItemEditor } from "./item_editor.tsx";
import { useEditSession } from "./use_edit_session.ts";

/** The edit page. */
export default function ContentEditPage() {
  const { collection = "", id = "" } = useRouteParams();
  return (
    <ContentShell>
      {isContentCollection(collection)
        ? <EditScreen key={collection} collection={collection} id={id} />
        : (
          <div className="alert alert--error" role="alert">
            <p>{EDIT_TEXT.unknownCollection}</p>
          </div>
        )}
    </ContentShell>
  );
}

function EditScreen({ collection, id }: { collection: ContentCollection; id: string }) {
  const api = useEditSession(collection, id);
  const definition = collectionDefinition(collection);
  const hasBody = fieldsOfKind(definition.fields, "richText").length > 0;
  useEffect(() => {
    if (hasBody) preloadBodyEditor().catch(() => {});
  }, [hasBody]);
  const noun = definition.noun;
  return (
    <>
      <Seo
        title={`${
          id === "new" ? EDIT_TEXT.newTitle(noun) : EDIT_TEXT.editTitle(noun)
        } | ${COMPANY_NAME}`}
        description={LIST_TEXT.metaDescription}
        path={`/admin/content/${collection}/${id}`}
        index={false}
      />
      {api.load.kind === "loading"
        ? <p className="content-loading" role="status">{EDIT_TEXT.loading}</p>
        : api.load.kind === "error"
        ? (
          <div className="alert alert--error" role="alert">
            <p>{EDIT_TEXT.loadError(api.load.message)}</p>
          </div>
        )
        : <ItemEditor collection={collection} api={api} />}
    </>
  );
}
