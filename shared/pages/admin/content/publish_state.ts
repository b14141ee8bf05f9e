/**
 * Where an item stands in the publishing workflow (ADR 0014, Ghost's model): a draft, published
 * with a future `publishAt` (scheduled), or published and live.
 */
import type { ContentItem } from "../../../schemas/content.ts";
import { formatLondonDateTime } from "./london_time.ts";

/** The workflow state of an item at a moment. */
export type PublishState =
  | { kind: "draft" }
  | { kind: "scheduled"; at: string }
  | { kind: "published" };

/** The state of `item` at `now` (ms since the epoch). */
export function publishState(
  item: Pick<ContentItem, "status" | "publishAt">,
  now: number,
): PublishState {
  if (item.status === "draft") return { kind: "draft" };
  if (item.publishAt && Date.parse(item.publishAt) > now) {
    return { kind: "scheduled", at: item.publishAt };
  }
  return { kind: "published" };
}

/** The kinds of {@linkcode PublishState}, in workflow order: the content list's state filter. */
export const PUBLISH_STATE_KINDS = ["draft", "scheduled", "published"] as const;

/** Whether `value` (e.g. the `state` query parameter) names a {@linkcode PublishState} kind. */
export function isPublishStateKind(
  value: string | null,
): value is (typeof PUBLISH_STATE_KINDS)[number] {
  return (PUBLISH_STATE_KINDS as readonly (string | null)[]).includes(value);
}

/** "Draft", "Scheduled for 1 Dec 2026, 09:00" (London time) or "Published". */
export function publishStateLabel(state: PublishState): string {
  switch (state.kind) {
    case "draft":
      return "Draft";
    case "scheduled":
      return `Scheduled for ${formatLondonDateTime(state.at)}`;
    case "published":
      return "Published";
  }
}
