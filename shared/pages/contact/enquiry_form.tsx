/**
 * The contact page's enquiry form (docs/requirements.md#enquiry-states, #enquiry-validation).
 * Native validation is off; the shared `ContactPageEnquirySchema` runs on submit and then on every
 * change, so a message disappears as soon as its field is corrected. Outcomes show in an inline
 * `role="alert"` region and a toast; on failure the values stay and the server's per-field messages
 * show under fields. A link may preselect the area of interest with `?interest=` (e.g. "Submit Your
 * Proposal" picks Brand Partnership).
 */
import { mailtoHref } from "../../mailto.ts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { usePublicConfig } from "../../public_config.tsx";
import {
  CONTACT_FORM_TEXT,
  CONTACT_INTEREST_OPTIONS,
  CONTACT_MESSAGES,
} from "../../content/contact.ts";
import { Select, TextArea, TextInput } from "../../components/forms/controls.tsx";
import { EnquiryReference } from "../../components/forms/enquiry_reference.tsx";
import { Honeypot } from "../../components/forms/honeypot.tsx";
import { postEnquiry } from "../../components/forms/post_enquiry.ts";
import { useSubmissionKey } from "../../components/forms/submission_key.ts";
import { trackConversion, trackFormInteraction } from "../../analytics/track.ts";
import { Icon } from "../../components/icon.tsx";
import { useToast } from "../../components/toast.tsx";
import {
  ContactPageEnquirySchema,
  EMPTY_ENQUIRY,
  ENQUIRY_LIMITS,
  type EnquiryFormValues,
  type FieldErrors,
  fieldErrorsOf,
  HONEYPOT_FIELD,
} from "../../schemas/enquiry.ts";

type FieldName = keyof EnquiryFormValues;

/** Fields in page order: the first invalid one gets focus after a failed submit. */
const FIELD_ORDER: readonly FieldName[] = [
  "name",
  "company",
  "email",
  "phone",
  "interest",
  "message",
];

/** Instruction above the fields: every field of this form is required. */
const REQUIRED_NOTE = "All fields are required.";

/** The last send's outcome; a success carries the enquiry's reference. */
type Outcome = { reference: string } | "failure" | null;

/** Id of the form's card: the target of links that preselect an interest. */
export const ENQUIRY_FORM_ID = "enquiry-form";

/** The interest named by the address's `?interest=`, when it is one of the form's options. */
function interestFromAddress(): string | undefined {
  const wanted = new URLSearchParams(globalThis.location?.search ?? "").get("interest");
  return CONTACT_INTEREST_OPTIONS.find((option) => option.value !== "" && option.value === wanted)
    ?.value;
}

function idOf(field: FieldName): string {
  return `contact-${field}`;
}

function validate(values: EnquiryFormValues): FieldErrors {
  const result = ContactPageEnquirySchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/** Props of {@linkcode EnquiryForm}. */
export interface EnquiryFormProps {
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/** The enquiry form with its validation, sending state and outcome messages. */
export function EnquiryForm({ labelledBy }: EnquiryFormProps) {
  // The inbox staff publish in the company details (ADR 0014); the spec's text ends with it.
  const email = usePublicConfig().links.contact?.email ?? "";
  const [values, setValues] = useState<EnquiryFormValues>(EMPTY_ENQUIRY);
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const focusFirstError = useRef(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const toast = useToast();
  const submission = useSubmissionKey();

  // Read after hydration: the cached server page has no query string, so both renders start empty.
  useEffect(() => {
    const interest = interestFromAddress();
    if (interest) setValues((current) => ({ ...current, interest }));
  }, []);

  // Focus moves after the render that sets aria-invalid/aria-describedby, so a screen reader
  // reads the field's message along with its label.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  }, [errors]);

  // The disabled button drops focus while sending; give it back so keyboard users keep their place.
  useEffect(() => {
    if (!sending && outcome && document.activeElement === document.body) {
      submitButton.current?.focus();
    }
  }, [sending, outcome]);

  function change(field: FieldName) {
    return (value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (submitted) setErrors(validate(next));
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSubmitted(true);
    setOutcome(null);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError.current = true;
      return;
    }
    setSending(true);
    trackFormInteraction("contact", "submit");
    const payload = { ...values, [HONEYPOT_FIELD]: honeypot };
    const result = await postEnquiry(payload, {
      source: "contact",
      idempotencyKey: submission.for(payload),
    });
    setSending(false);
    if (result.ok) {
      submission.done();
      // The dashboard's "conversions by source" counts these (only sent with analytics consent).
      trackConversion({ label: "enquiry:contact" });
      setValues(EMPTY_ENQUIRY);
      setHoneypot("");
      setErrors({});
      setSubmitted(false);
      setOutcome({ reference: result.reference });
      toast({
        title: CONTACT_MESSAGES.success.toastTitle,
        description: CONTACT_MESSAGES.success.toastDescription,
      });
      return;
    }
    setOutcome("failure");
    if (result.fields) {
      setErrors(result.fields);
      focusFirstError.current = true;
    }
    toast({
      title: CONTACT_MESSAGES.failure.toastTitle,
      description: CONTACT_MESSAGES.failure.toastDescription(email),
      variant: "destructive",
    });
  }

  const common = (field: FieldName) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    onChange: change(field),
    error: errors[field],
    required: true,
  });

  return (
    <form
      className="form"
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
    >
      <p className="form__note">{REQUIRED_NOTE}</p>
      <div className="form__row">
        <TextInput
          {...common("name")}
          label={CONTACT_FORM_TEXT.name}
          autoComplete="name"
          maxLength={ENQUIRY_LIMITS.name.max}
        />
        <TextInput
          {...common("company")}
          label={CONTACT_FORM_TEXT.company}
          autoComplete="organization"
          maxLength={ENQUIRY_LIMITS.company.max}
        />
      </div>
      <div className="form__row">
        <TextInput
          {...common("email")}
          type="email"
          label={CONTACT_FORM_TEXT.email}
          autoComplete="email"
          maxLength={ENQUIRY_LIMITS.email.max}
        />
        <TextInput
          {...common("phone")}
          type="tel"
          label={CONTACT_FORM_TEXT.phone}
          autoComplete="tel"
          maxLength={ENQUIRY_LIMITS.phone.max}
        />
      </div>
      <Select
        {...common("interest")}
        label={CONTACT_FORM_TEXT.interest}
        options={CONTACT_INTEREST_OPTIONS}
      />
      <TextArea
        {...common("message")}
        label={CONTACT_FORM_TEXT.message}
        rows={6}
        maxLength={ENQUIRY_LIMITS.message.max}
        placeholder={CONTACT_FORM_TEXT.messagePlaceholder}
      />
      <Honeypot id="contact-website" value={honeypot} onChange={setHoneypot} />
      <div className="form__actions">
        <button
          ref={submitButton}
          type="submit"
          className="button button--primary"
          disabled={sending}
        >
          {sending
            ? (
              <>
                <Icon name="loader" size={18} className="form__spinner" />
                {CONTACT_FORM_TEXT.submitting}
              </>
            )
            : (
              <>
                {CONTACT_FORM_TEXT.submit}
                <Icon name="arrow-right" size={18} />
              </>
            )}
        </button>
      </div>
      <div role="alert" aria-atomic="true" className="form__outcome">
        {outcome && outcome !== "failure"
          ? (
            <div className="alert alert--success">
              <Icon name="check" size={20} />
              <div>
                <p>{CONTACT_MESSAGES.success.alert}</p>
                <EnquiryReference reference={outcome.reference} />
              </div>
            </div>
          )
          : null}
        {outcome === "failure"
          ? (
            <div className="alert alert--error">
              <Icon name="x" size={20} />
              <p>
                {CONTACT_MESSAGES.failure.alert("")}
                <a href={mailtoHref(email)}>{email}</a>
              </p>
            </div>
          )
          : null}
      </div>
    </form>
  );
}
