/**
 * The /cookies controls (docs/requirements.md#cookies-page). A visitor who has not chosen
 * sees every optional category off (no pre-ticked boxes); one who has chosen sees the stored
 * choice, read in an effect so hydration matches. 'Save Preferences', 'Reject All' and
 * 'Accept All' store the same record as the banner and confirm with a toast.
 */
import { useEffect, useRef, useState } from "react";
import { savedMessage } from "../../components/consent/consent_banner.tsx";
import { type ConsentDraft, ConsentToggles } from "../../components/consent/consent_toggles.tsx";
import { OPEN_COOKIE_SETTINGS_EVENT } from "../../components/layout/footer.tsx";
import { useToast } from "../../components/toast.tsx";
import { CONSENT_COPY } from "../../consent/consent_copy.ts";
import { ALL_CONSENT, NO_OPTIONAL_CONSENT } from "../../consent/consent_record.ts";
import { saveConsent } from "../../consent/consent_store.ts";
import { useConsent } from "../../consent/use_consent.ts";

/** Id of the controls section, listed in the page's contents. */
export const PREFERENCES_SECTION_ID = "your-preferences";

function draftOf(categories: ConsentDraft): ConsentDraft {
  return {
    analytics: categories.analytics,
    functional: categories.functional,
    marketing: categories.marketing,
  };
}

/** The preference switches and the three buttons. */
export function CookiePreferences() {
  const { ready, record } = useConsent();
  const showToast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<ConsentDraft>(NO_OPTIONAL_CONSENT);

  useEffect(() => {
    if (ready) setDraft(draftOf(record?.categories ?? NO_OPTIONAL_CONSENT));
  }, [ready, record]);

  useEffect(() => {
    // The footer's 'Cookie settings' link on this page: bring the controls into view instead.
    function onOpen(event: Event) {
      event.preventDefault();
      heading.current?.scrollIntoView({ block: "start" });
      heading.current?.focus({ preventScroll: true });
    }
    globalThis.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpen);
    return () => globalThis.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, onOpen);
  }, []);

  function store(categories: ConsentDraft) {
    const next = draftOf(categories);
    setDraft(next);
    saveConsent(next, { source: "cookies-page" });
    showToast({ title: CONSENT_COPY.savedTitle, description: savedMessage(next) });
  }

  const savedAt = ready && record
    ? new Date(record.choiceTime).toLocaleString("en-GB", {
      dateStyle: "long",
      timeStyle: "short",
    })
    : undefined;

  return (
    <section
      id={PREFERENCES_SECTION_ID}
      className="card cookie-preferences"
      aria-labelledby="cookie-preferences-title"
    >
      <h2 id="cookie-preferences-title" ref={heading} tabIndex={-1}>
        {CONSENT_COPY.pageControlsTitle}
      </h2>
      <p className="cookie-preferences__intro">{CONSENT_COPY.pageControlsIntro}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          store(draft);
        }}
      >
        <ConsentToggles idPrefix="page" value={draft} onChange={setDraft} />
        <div className="button-row cookie-preferences__actions">
          <button type="submit" className="button button--primary">
            {CONSENT_COPY.savePreferences}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => store(NO_OPTIONAL_CONSENT)}
          >
            {CONSENT_COPY.rejectAll}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => store(ALL_CONSENT)}
          >
            {CONSENT_COPY.acceptAll}
          </button>
        </div>
      </form>
      <p className="cookie-preferences__status">
        {savedAt
          ? `${CONSENT_COPY.savedOn} ${savedAt}.`
          : ready
          ? CONSENT_COPY.noChoiceYet
          : "\u00a0"}
      </p>
    </section>
  );
}
