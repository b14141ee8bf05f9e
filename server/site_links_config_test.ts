import assert from "node:assert/strict";
import { loadSiteLinksConfig } from "./site_links_config.ts";

Deno.test("loadSiteLinksConfig with nothing set gives no links and no registration", () => {
  assert.deepEqual(loadSiteLinksConfig({}), { social: [] });
  assert.deepEqual(loadSiteLinksConfig({ PROPOSAL_FORM_URL: "  ", SOCIAL_LINKEDIN_URL: "" }), {
    social: [],
  });
});

Deno.test("loadSiteLinksConfig keeps only the configured profiles, in footer order", () => {
  const links = loadSiteLinksConfig({
    SOCIAL_FACEBOOK_URL: "https://www.facebook.example/crownbridge",
    SOCIAL_LINKEDIN_URL: "https://www.linkedin.example/company/crownbridge",
    PROPOSAL_FORM_URL: "https://forms.example.org/proposal",
  });
  assert.deepEqual(links, {
    proposalFormUrl: "https://forms.example.org/proposal",
    social: [
      { network: "LinkedIn", href: "https://www.linkedin.example/company/crownbridge" },
      { network: "Facebook", href: "https://www.facebook.example/crownbridge" },
    ],
  });
});

Deno.test("loadSiteLinksConfig reads the registration and where the company is registered", () => {
  assert.deepEqual(
    loadSiteLinksConfig({
      COMPANY_NUMBER: "12345678",
      COMPANY_REGISTERED_OFFICE: "Unit 7a, Pump Lane, Hayes UB3 3NB.",
      COMPANY_REGISTERED_NAME: "Crownbridge Distribution Ltd",
    }).registration,
    {
      name: "Crownbridge Distribution Ltd",
      number: "12345678",
      jurisdiction: "England and Wales",
      office: "Unit 7a, Pump Lane, Hayes UB3 3NB",
    },
  );
  const scottish = loadSiteLinksConfig({
    COMPANY_NUMBER: "sc123456",
    COMPANY_REGISTERED_OFFICE: "1 Example Street, Glasgow G1 1AA",
  }).registration;
  assert.equal(scottish?.number, "SC123456");
  assert.equal(scottish?.jurisdiction, "Scotland");
  assert.equal(scottish?.name, "Crownbridge Distribution");
});

Deno.test("loadSiteLinksConfig rejects bad values naming the variable", () => {
  assert.throws(
    () => loadSiteLinksConfig({ SOCIAL_INSTAGRAM_URL: "http://instagram.example/x" }),
    /Invalid site links configuration: SOCIAL_INSTAGRAM_URL must be an absolute https:\/\/ URL/,
  );
  assert.throws(
    () => loadSiteLinksConfig({ PROPOSAL_FORM_URL: "forms/proposal" }),
    /PROPOSAL_FORM_URL must be an absolute https:\/\/ URL/,
  );
  assert.throws(
    () =>
      loadSiteLinksConfig({ COMPANY_NUMBER: "1234", COMPANY_REGISTERED_OFFICE: "1 High St, Town" }),
    /COMPANY_NUMBER must be 8 digits or 2 letters and 6 digits/,
  );
  assert.throws(
    () => loadSiteLinksConfig({ COMPANY_NUMBER: "12345678" }),
    /COMPANY_REGISTERED_OFFICE is required when the other registration variable is set/,
  );
});
