/**
 * /admin/content/:collection/:id/preview: the saved version of an item whose definition offers
 * the article preview (insights) as visitors will see it, drafts included (a link staff can open beside the editor or send to a colleague). Signed-in
 * staff only (the server's page loader), which embeds the item: the server renders it.
 */
import { useEffect, useRef, useState } from "react";
import { Seo } from "../../../components/seo.tsx";
import { COMPANY_NAME } from "../../../content/company.ts";
import { useRouteParams } from "../../../route_params.tsx";
import { type ContentItem } from "../../../schemas/content.ts";
import {
  collectionDefinition,
  type ContentCollection,
  isContentCollection,
} from "../../../content/collections/registry.ts";
import { ArticlePreview } from "./article_preview.tsx";
import { getItem } from "./content_api.ts";
import { EDIT_TEXT, PREVIEW_TEXT } from "./content_copy.ts";
import { ContentShell } from "./content_shell.tsx";
import { fieldsOf } from "./edit_session.ts";
import { ITEM_NOT_FOUND, useEmbeddedItem } from "./embedded_item.ts";

type State = { kind: "loading" } | { kind: "error"; message: string } | {
  kind: "ready";
  item: ContentItem;
};

/** The preview page. */
export default function ContentPreviewPage() {
  const { collection = "", id = "" } = useRouteParams();
  // The server embeds the saved item in the page (embedded_item.ts): rendered into the HTML and
  // read by hydration; a screen without one (a client-side navigation) fetches it after mount.
  const previewable = isContentCollection(collection) &&
    collectionDefinition(collection).editor?.articlePreview === true;
  const embedded = useEmbeddedItem(collection as ContentCollection, previewable ? id : "");
  const [state, setState] = useState<State>(() =>
    !previewable
      ? { kind: "error", message: PREVIEW_TEXT.notArticle }
      : embedded
      ? { kind: "ready", item: embedded }
      : embedded === null
      ? { kind: "error", message: ITEM_NOT_FOUND }
      : { kind: "loading" }
  );
  const firstId = useRef(id);

  useEffect(() => {
    if (!previewable) {
      setState({ kind: "error", message: PREVIEW_TEXT.notArticle });
      return;
    }
    if (embedded !== undefined && id === firstId.current) return;
    const controller = new AbortController();
    getItem(collection as ContentCollection, id, controller.signal).then(
      (item) => setState({ kind: "ready", item }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          kind: "error",
          message: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => controller.abort();
  }, [collection, previewable, id, embedded]);

  return (
    <ContentShell>
      <Seo
        title={`${PREVIEW_TEXT.savedBanner} | ${COMPANY_NAME}`}
        description={PREVIEW_TEXT.banner}
        path={`/admin/content/${collection}/${id}/preview`}
        index={false}
      />
      {isContentCollection(collection)
        ? (
          <p className="content-edit__collection">
            <a href={`/admin/content/${collection}/${encodeURIComponent(id)}`}>
              {EDIT_TEXT.backToEditor}
            </a>
          </p>
        )
        : null}
      {state.kind === "loading"
        ? <p className="content-loading" role="status">{EDIT_TEXT.loading}</p>
        : state.kind === "error"
        ? (
          <div className="alert alert--error" role="alert">
            <p>{EDIT_TEXT.loadError(state.message)}</p>
          </div>
        )
        : (
          <ArticlePreview
            fields={fieldsOf(collection as ContentCollection, state.item)}
            titleLevel={1}
            banner={PREVIEW_TEXT.savedBanner}
          />
        )}
    </ContentShell>
  );
}
