/**
 * Home section 9e: the contact block, anchor `contact`, with the home enquiry form
 * (docs/requirements.md#home, #enquiry-validation): browser `required` on name/email/message,
 * `type=email`/`type=tel`, the shared schema's minimum lengths and patterns, 'Sending...' while
 * submitting, success toast and reset, failure toast with values kept (and the server's message on
 * the first field it refused).
 */
import { mailtoHref } from "../../mailto.ts";
import { type FormEvent, useRef, useState } from "react";
import { addressLine, officeHoursText, telephoneHref } from "../../content/site_links.ts";
import { usePublicConfig } from "../../public_config.tsx";
import { CONTACT_FORM_TEXT, HOME_FORM_MESSAGES } from "../../content/contact.ts";
import { HOME_CONTACT } from "../../content/home_contact.ts";
import { Icon } from "../../components/icon.tsx";
import { Select, TextArea, TextInput } from "../../components/forms/controls.tsx";
import { EnquiryReference } from "../../components/forms/enquiry_reference.tsx";
import { Honeypot } from "../../components/forms/honeypot.tsx";
import { postEnquiry } from "../../components/forms/post_enquiry.ts";
import { useSubmissionKey } from "../../components/forms/submission_key.ts";
import { trackConversion, trackFormInteraction } from "../../analytics/track.ts";
import { useToast } from "../../components/toast.tsx";
import {
  EMPTY_ENQUIRY,
  ENQUIRY_HTML_PATTERNS,
  ENQUIRY_LIMITS,
  type EnquiryFormValues,
  type FieldErrors,
  HONEYPOT_FIELD,
} from "../../schemas/enquiry_fields.ts";

/** The contact block with the form. */
export function ContactSection() {
  const { contact } = usePublicConfig().links;
  return (
    <section id="contact" className="section" aria-labelledby="contact-title">
      <div className="container home-contact">
        <div>
          <p className="eyebrow">Contact</p>
          <h2 id="contact-title">{HOME_CONTACT.heading}</h2>
          <p className="lead">{HOME_CONTACT.intro}</p>
          {contact
            ? (
              <ul className="home-contact__details">
                {contact.phone
                  ? (
                    <li>
                      <Icon name="phone" size={20} />
                      <a href={telephoneHref(contact.phone)}>{contact.phone}</a>
                    </li>
                  )
                  : null}
                <li>
                  <Icon name="mail" size={20} />
                  <a href={mailtoHref(contact.email)}>{contact.email}</a>
                </li>
                <li>
                  <Icon name="map-pin" size={20} />
                  <span>{addressLine(contact.address)}</span>
                </li>
                <li>
                  <Icon name="clock" size={20} />
                  <span>{officeHoursText(contact, ". ")}</span>
                </li>
              </ul>
            )
            : null}
        </div>
        <HomeEnquiryForm />
      </div>
    </section>
  );
}

/** The home form's starting values: the select shows "General Enquiry", so that is what it sends. */
const HOME_FORM_START: EnquiryFormValues = {
  ...EMPTY_ENQUIRY,
  interest: HOME_CONTACT.interestOptions[0]!.value,
};

/** A control whose browser validity message can be set (input, textarea, select). */
type ValidatedControl = Element & {
  setCustomValidity(message: string): void;
  reportValidity(): boolean;
};

/** The form's control named `field`, if it is one that carries a validity message. */
function controlOf(form: HTMLFormElement | null, field: string): ValidatedControl | undefined {
  const control = form?.elements.namedItem(field);
  return control && "setCustomValidity" in control ? control as ValidatedControl : undefined;
}

/**
 * Shows the server's message for the first field it refused, in form order, with the browser's own
 * validation bubble. The browser's rules mirror the schema's, but the server counts visible
 * characters and refuses hidden ones (shared/schemas/text_rules.ts), which the browser cannot
 * check; without this the visitor would see only the failure toast and send the same values again.
 */
function reportServerFieldError(form: HTMLFormElement, fields: FieldErrors): void {
  for (const field of Object.keys(HOME_FORM_START)) {
    const message = fields[field];
    const control = controlOf(form, field);
    if (message && control) {
      control.setCustomValidity(message);
      control.reportValidity();
      return;
    }
  }
}

function HomeEnquiryForm() {
  const [values, setValues] = useState<EnquiryFormValues>(HOME_FORM_START);
  const [honeypot, setHoneypot] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [reference, setReference] = useState("");
  const toast = useToast();
  const submission = useSubmissionKey();
  const formRef = useRef<HTMLFormElement>(null);
  const set = (field: keyof EnquiryFormValues) => (value: string) => {
    // A server message stays only until the visitor edits that field.
    controlOf(formRef.current, field)?.setCustomValidity("");
    setValues((current) => ({ ...current, [field]: value }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitting(true);
    setReference("");
    trackFormInteraction("home", "submit");
    const payload = { ...values, [HONEYPOT_FIELD]: honeypot };
    const result = await postEnquiry(payload, {
      source: "home",
      idempotencyKey: submission.for(payload),
    });
    setSubmitting(false);
    if (result.ok) {
      submission.done();
      // The dashboard's "conversions by source" counts these (only sent with analytics consent).
      trackConversion({ label: "enquiry:home" });
      toast(HOME_FORM_MESSAGES.success);
      setReference(result.reference);
      setValues(HOME_FORM_START);
    } else {
      toast({ ...HOME_FORM_MESSAGES.failure, variant: "destructive" });
      if (result.fields) reportServerFieldError(form, result.fields);
    }
  }

  // docs/requirements.md#enquiry-validation: browser validation (required, type=email/tel), no
  // custom messages; minimum lengths and patterns are the shared schema's, so what the browser lets
  // through the API accepts.
  return (
    <form
      ref={formRef}
      className="form form-card"
      onSubmit={onSubmit}
      aria-labelledby="contact-title"
    >
      <div className="form__row">
        <TextInput
          id="home-name"
          name="name"
          label={CONTACT_FORM_TEXT.name}
          value={values.name}
          onChange={set("name")}
          required
          autoComplete="name"
          minLength={ENQUIRY_LIMITS.name.min}
          maxLength={ENQUIRY_LIMITS.name.max}
        />
        <TextInput
          id="home-company"
          name="company"
          label={CONTACT_FORM_TEXT.company}
          value={values.company}
          onChange={set("company")}
          optional
          autoComplete="organization"
          maxLength={ENQUIRY_LIMITS.company.max}
        />
      </div>
      <div className="form__row">
        <TextInput
          id="home-email"
          name="email"
          type="email"
          label={CONTACT_FORM_TEXT.email}
          value={values.email}
          onChange={set("email")}
          required
          autoComplete="email"
          maxLength={ENQUIRY_LIMITS.email.max}
          pattern={ENQUIRY_HTML_PATTERNS.email}
        />
        <TextInput
          id="home-phone"
          name="phone"
          type="tel"
          label={CONTACT_FORM_TEXT.phone}
          value={values.phone}
          onChange={set("phone")}
          optional
          autoComplete="tel"
          maxLength={ENQUIRY_LIMITS.phone.max}
          pattern={ENQUIRY_HTML_PATTERNS.phone}
        />
      </div>
      <Select
        id="home-interest"
        name="interest"
        label={CONTACT_FORM_TEXT.interest}
        value={values.interest}
        onChange={set("interest")}
        options={HOME_CONTACT.interestOptions}
        optional
      />
      <TextArea
        id="home-message"
        name="message"
        label={CONTACT_FORM_TEXT.message}
        value={values.message}
        onChange={set("message")}
        required
        minLength={ENQUIRY_LIMITS.message.min}
        maxLength={ENQUIRY_LIMITS.message.max}
        placeholder={CONTACT_FORM_TEXT.messagePlaceholder}
      />
      <Honeypot id="home-website" value={honeypot} onChange={setHoneypot} />
      <button type="submit" className="button button--primary button--block" disabled={submitting}>
        {submitting ? CONTACT_FORM_TEXT.submitting : CONTACT_FORM_TEXT.submit}
      </button>
      <div role="status">
        <EnquiryReference reference={reference} />
      </div>
    </form>
  );
}
