/**
 * /contact (docs/requirements.md#contact): the 'Get In Touch' hero, the enquiry form with the
 * 48-hour review promise, and the contact-information card.
 */
import { CONTACT_FORM_TEXT, CONTACT_HERO, CONTACT_REVIEW_PROMISE } from "../../content/contact.ts";
import { PageHero } from "../../components/ui/page_hero.tsx";
import { ContactCard } from "./contact_card.tsx";
import { ENQUIRY_FORM_ID, EnquiryForm } from "./enquiry_form.tsx";

/** The contact page. */
export default function ContactPage() {
  return (
    <>
      <PageHero title={CONTACT_HERO.title} intro={CONTACT_HERO.intro} image={CONTACT_HERO.image} />
      <section className="section">
        <div className="container contact-layout">
          <div className="form-card" id={ENQUIRY_FORM_ID}>
            <h2 id="enquiry-form-title">{CONTACT_FORM_TEXT.heading}</h2>
            <p className="contact-layout__promise">{CONTACT_REVIEW_PROMISE}</p>
            <EnquiryForm labelledBy="enquiry-form-title" />
          </div>
          <ContactCard />
        </div>
      </section>
    </>
  );
}
