/** Bot and browser-family recognition with the maintained libraries (isbot, bowser). */
import assert from "node:assert/strict";
import { isAutomated } from "./bot_filter.ts";
import { userAgentFamily } from "./user_agent.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Link previews and test tools whose visits are not visitors. */
const PREVIEWS_AND_TOOLS = [
  "WhatsApp/2.23.20.0 A",
  "WhatsApp/2.2349.2 i",
  `${CHROME} PTST/240101.120000`,
  "Mozilla/5.0 (Linux; Android 8.1.0; Moto G (4)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 PTST/240101.120000",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "TelegramBot (like TwitterBot)",
  "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
];

Deno.test("the bot filter drops WhatsApp and WebPageTest previews and other link previewers", () => {
  for (const agent of PREVIEWS_AND_TOOLS) {
    assert.equal(isAutomated({ userAgent: agent }), true, agent);
    assert.equal(isAutomated({ userAgent: agent }, { allowAutomation: true }), true, agent);
    assert.equal(isAutomated({ userAgent: CHROME, reportedUserAgent: agent }), true, agent);
  }
});

Deno.test("the bot filter counts everyday browsers on phones and desktops", () => {
  const browsers = [
    CHROME,
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    "Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
    "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0",
  ];
  for (const agent of browsers) assert.equal(isAutomated({ userAgent: agent }), false, agent);
});

Deno.test("browser families come from the parsed user agent, iOS browsers included", () => {
  const cases: [string, string][] = [
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1",
      "Chrome",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15",
      "Firefox",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) EdgiOS/120.0.2210.126 Version/17.0 Mobile/15E148 Safari/604.1",
      "Edge",
    ],
    [`${CHROME} OPR/106.0.0.0`, "Opera"],
    [
      "Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
      "Samsung Internet",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 YaBrowser/24.1.0.0 Safari/537.36",
      "Other",
    ],
  ];
  for (const [agent, family] of cases) assert.equal(userAgentFamily(agent), family, agent);
});
