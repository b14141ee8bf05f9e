/**
 * An item's workflow state as a badge: its words say the state ("Draft", "Scheduled for …",
 * "Published"); the colour only repeats it.
 */
import type { ContentItem } from "../../../schemas/content.ts";
import { publishState, publishStateLabel } from "./publish_state.ts";

/** The badge of `item` at `now` (ms). */
export function StatusBadge(
  { item, now }: { item: Pick<ContentItem, "status" | "publishAt">; now: number },
) {
  const state = publishState(item, now);
  return (
    <span className={`content-status content-status--${state.kind}`}>
      {publishStateLabel(state)}
    </span>
  );
}
