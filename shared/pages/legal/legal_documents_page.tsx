/**
 * /legal-documents (docs/requirements.md#legal-pages, #legal-documents): the four
 * templates with title, description and real size, each downloaded as a PDF (`<a download>`; the
 * server also sends them as attachments), followed by the notes on using them.
 */
import {
  formatFileSize,
  LEGAL_DOCUMENTS_PAGE,
  type LegalDocument,
} from "../../content/legal/legal_documents.ts";
import { Icon } from "../../components/icon.tsx";
import { LegalPageLayout, type LegalTocEntry } from "./legal_layout.tsx";

/** Heading of the list of downloads, also its table-of-contents entry. */
const DOWNLOADS: LegalTocEntry = { id: "templates", heading: "Templates to download" };

/** The legal documents page. */
export default function LegalDocumentsPage() {
  return (
    <LegalPageLayout
      page={LEGAL_DOCUMENTS_PAGE}
      childrenToc={[DOWNLOADS]}
    >
      <section
        id={DOWNLOADS.id}
        className="legal-section legal-downloads"
        aria-labelledby="templates-title"
      >
        <h2 id="templates-title">{DOWNLOADS.heading}</h2>
        <ul className="document-list">
          {LEGAL_DOCUMENTS_PAGE.documents.map((document) => (
            <li key={document.fileName}>
              <DocumentCard document={document} />
            </li>
          ))}
        </ul>
      </section>
    </LegalPageLayout>
  );
}

function DocumentCard({ document }: { document: LegalDocument }) {
  const titleId = `document-${document.fileName.replace(/\.pdf$/, "")}`;
  const size = formatFileSize(document.sizeBytes);
  return (
    <article className="document-card" aria-labelledby={titleId}>
      <span className="icon-badge icon-badge--slate" aria-hidden="true">
        <Icon name="file-text" size={24} />
      </span>
      <div className="document-card__body">
        <h3 id={titleId}>{document.title}</h3>
        <p>{document.description}</p>
        <p className="document-card__meta">PDF, {size}</p>
      </div>
      <a className="button button--secondary document-card__download" href={document.href} download>
        <Icon name="download" size={18} />
        Download
        <span className="visually-hidden">{` ${document.title} (PDF, ${size})`}</span>
      </a>
    </article>
  );
}
