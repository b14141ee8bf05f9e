/**
 * Search and filters of the enquiry list. The filters live in the address (`/admin?interest=…`),
 * so a filtered view can be bookmarked and the CSV export uses exactly the same set. On a phone the
 * form folds behind one button, so the list comes first; from 1024 px it is always open.
 */
import { type FormEvent, useId, useState } from "react";
import { HOME_INTEREST_OPTIONS } from "../../content/home_contact.ts";
import type { ContactsQuery } from "../../schemas/staff.ts";
import { FILTER_TEXT } from "./admin_copy.ts";

/** Props of {@linkcode ContactFilters}. */
export interface ContactFiltersProps {
  query: ContactsQuery;
  /** Called with the new filters (page reset to 1; status, owner and order kept). */
  onApply(query: ContactsQuery): void;
}

/** The filter form. Remount it (by `key`) when the address changes, to show the new values. */
export function ContactFilters({ query, onApply }: ContactFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? "").trim();
    onApply({
      ...query,
      q: value("q"),
      interest: value("interest") as ContactsQuery["interest"],
      from: value("from"),
      to: value("to"),
      page: 1,
    });
  }

  function handleClear() {
    onApply({ ...query, q: "", interest: "", from: "", to: "", page: 1 });
  }

  return (
    <section
      className={`admin-card inbox-filters${open ? " inbox-filters--open" : ""}`}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="admin-card__heading inbox-filters__heading">
        {FILTER_TEXT.heading}
      </h2>
      <button
        type="button"
        className="button button--secondary inbox-filters__toggle"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen(!open)}
      >
        {FILTER_TEXT.toggle}
      </button>
      <form
        id={`${id}-form`}
        className="form admin-filters inbox-filters__form"
        role="search"
        onSubmit={handleSubmit}
      >
        <div className="field">
          <label htmlFor={`${id}-q`}>{FILTER_TEXT.search}</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            className="input"
            defaultValue={query.q}
            aria-describedby={`${id}-q-hint`}
            maxLength={200}
          />
          <p id={`${id}-q-hint`} className="admin-hint">{FILTER_TEXT.searchHint}</p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-interest`}>{FILTER_TEXT.interest}</label>
          <select
            id={`${id}-interest`}
            name="interest"
            className="input"
            defaultValue={query.interest}
          >
            <option value="">{FILTER_TEXT.anyInterest}</option>
            {HOME_INTEREST_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>{option.label}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{FILTER_TEXT.from}</label>
          <input
            id={`${id}-from`}
            name="from"
            type="date"
            className="input"
            defaultValue={query.from}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>{FILTER_TEXT.to}</label>
          <input id={`${id}-to`} name="to" type="date" className="input" defaultValue={query.to} />
        </div>
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">{FILTER_TEXT.apply}</button>
          <button type="button" className="button button--secondary" onClick={handleClear}>
            {FILTER_TEXT.clear}
          </button>
        </div>
      </form>
    </section>
  );
}
