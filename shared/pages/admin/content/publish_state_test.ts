import assert from "node:assert/strict";
import { publishState, publishStateLabel } from "./publish_state.ts";

const NOW = Date.parse("2026-11-26T12:00:00Z");

Deno.test("a published item with a future time is scheduled, labelled in London time", () => {
  const scheduled = publishState({ status: "published", publishAt: "2026-12-01T09:00:00Z" }, NOW);
  assert.deepEqual(scheduled, { kind: "scheduled", at: "2026-12-01T09:00:00Z" });
  assert.equal(publishStateLabel(scheduled), "Scheduled for 1 Dec 2026, 09:00");
});

Deno.test("drafts stay drafts whatever their time; a past time is published", () => {
  assert.equal(
    publishStateLabel(publishState({ status: "draft", publishAt: "2026-12-01T09:00:00Z" }, NOW)),
    "Draft",
  );
  assert.equal(
    publishStateLabel(
      publishState({ status: "published", publishAt: "2026-11-01T09:00:00Z" }, NOW),
    ),
    "Published",
  );
  assert.equal(
    publishStateLabel(publishState({ status: "published", publishAt: null }, NOW)),
    "Published",
  );
});
