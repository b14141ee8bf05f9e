/**
 * Home section 9e: the contact block, anchor `contact`, with the home enquiry form (spec §2 home,
 * §4, §5 "Home-page form", §8): browser `required` on name/email/message, `type=email`/`type=tel`,
 * 'Sending...' while submitting, success toast and reset, failure toast with values kept.
 */
import { type FormEvent, useState } from "react";
import {
  GENERAL_ENQUIRIES_EMAIL,
  OFFICE_HOURS,
  POSTAL_ADDRESS_LINE,
} from "../../content/company.ts";
import { CONTACT_FORM_TEXT, HOME_FORM_MESSAGES } from "../../content/contact.ts";
import { HOME_CONTACT } from "../../content/home.ts";
import { Icon } from "../../components/icon.tsx";
import { useToast } from "../../components/toast.tsx";
import {
  EMPTY_ENQUIRY,
  ENQUIRY_LIMITS,
  type EnquiryFormValues,
  HONEYPOT_FIELD,
} from "../../schemas/enquiry.ts";

/** Posts an enquiry; resolves true on an ok status, false on any failure (spec §7). */
async function sendEnquiry(values: EnquiryFormValues & { [HONEYPOT_FIELD]: string }) {
  try {
    const response = await fetch("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(values),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** The contact block with the form. */
export function ContactSection() {
  return (
    <section id="contact" className="section" aria-labelledby="contact-title">
      <div className="container home-contact">
        <div>
          <p className="eyebrow">Contact</p>
          <h2 id="contact-title">{HOME_CONTACT.heading}</h2>
          <p className="lead">{HOME_CONTACT.intro}</p>
          <ul className="home-contact__details">
            <li>
              <Icon name="mail" size={20} />
              <a href={`mailto:${GENERAL_ENQUIRIES_EMAIL}`}>{GENERAL_ENQUIRIES_EMAIL}</a>
            </li>
            <li>
              <Icon name="map-pin" size={20} />
              <span>{POSTAL_ADDRESS_LINE}</span>
            </li>
            <li>
              <Icon name="clock" size={20} />
              <span>
                {OFFICE_HOURS.map((entry) => `${entry.days}: ${entry.hours}`).join(". ")}
              </span>
            </li>
          </ul>
        </div>
        <HomeEnquiryForm />
      </div>
    </section>
  );
}

function HomeEnquiryForm() {
  const [values, setValues] = useState<EnquiryFormValues>(EMPTY_ENQUIRY);
  const [honeypot, setHoneypot] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const toast = useToast();
  const set = (field: keyof EnquiryFormValues) =>
  (
    event: { currentTarget: { value: string } },
  ) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    const ok = await sendEnquiry({ ...values, [HONEYPOT_FIELD]: honeypot });
    setSubmitting(false);
    if (ok) {
      toast(HOME_FORM_MESSAGES.success);
      setValues(EMPTY_ENQUIRY);
    } else {
      toast({ ...HOME_FORM_MESSAGES.failure, variant: "destructive" });
    }
  }

  return (
    <form className="form form-card" onSubmit={onSubmit} aria-labelledby="contact-title">
      <div className="form__row">
        <div className="field">
          <label htmlFor="home-name">{CONTACT_FORM_TEXT.name}</label>
          <input
            id="home-name"
            name="name"
            className="input"
            required
            autoComplete="name"
            maxLength={ENQUIRY_LIMITS.name.max}
            value={values.name}
            onChange={set("name")}
          />
        </div>
        <div className="field">
          <label htmlFor="home-company">
            {CONTACT_FORM_TEXT.company} <span className="field__optional">(optional)</span>
          </label>
          <input
            id="home-company"
            name="company"
            className="input"
            autoComplete="organization"
            maxLength={ENQUIRY_LIMITS.company.max}
            value={values.company}
            onChange={set("company")}
          />
        </div>
      </div>
      <div className="form__row">
        <div className="field">
          <label htmlFor="home-email">{CONTACT_FORM_TEXT.email}</label>
          <input
            id="home-email"
            name="email"
            type="email"
            className="input"
            required
            autoComplete="email"
            maxLength={ENQUIRY_LIMITS.email.max}
            value={values.email}
            onChange={set("email")}
          />
        </div>
        <div className="field">
          <label htmlFor="home-phone">
            {CONTACT_FORM_TEXT.phone} <span className="field__optional">(optional)</span>
          </label>
          <input
            id="home-phone"
            name="phone"
            type="tel"
            className="input"
            autoComplete="tel"
            maxLength={ENQUIRY_LIMITS.phone.max}
            value={values.phone}
            onChange={set("phone")}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="home-interest">
          {CONTACT_FORM_TEXT.interest} <span className="field__optional">(optional)</span>
        </label>
        <select
          id="home-interest"
          name="interest"
          className="input"
          value={values.interest || HOME_CONTACT.interestOptions[0]?.value}
          onChange={set("interest")}
        >
          {HOME_CONTACT.interestOptions.map((option) => (
            <option key={option.value} value={option.value}>{option.label}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="home-message">{CONTACT_FORM_TEXT.message}</label>
        <textarea
          id="home-message"
          name="message"
          className="input"
          required
          rows={5}
          maxLength={ENQUIRY_LIMITS.message.max}
          placeholder={CONTACT_FORM_TEXT.messagePlaceholder}
          value={values.message}
          onChange={set("message")}
        />
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor="home-website">Leave this field empty</label>
        <input
          id="home-website"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.currentTarget.value)}
        />
      </div>
      <button type="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? CONTACT_FORM_TEXT.submitting : CONTACT_FORM_TEXT.submit}
      </button>
    </form>
  );
}
