/**
 * Article bodies, one chunk each: a page never downloads another article's body. The server loads
 * all at start-up. On a first visit the browser loads none: the body is a static block adopted from
 * the server's markup (ADR 0013). A client-side navigation loads the next article's body when a
 * link to it is pointed at, so rendering only suspends when the click outran that prefetch.
 */
import { use } from "react";
import type { ArticleBlock } from "../../content/insights/types.ts";

type BodyLoader = () => Promise<readonly ArticleBlock[]>;

/** Loader of each article's body by article id. A test checks it covers every article. */
export const ARTICLE_BODY_LOADERS: Readonly<Record<string, BodyLoader>> = {
  "functional-beverages": () =>
    import("../../content/insights/functional_beverages_body.ts").then((m) =>
      m.FUNCTIONAL_BEVERAGES_BODY
    ),
  "sustainability-fmcg": () =>
    import("../../content/insights/sustainability_fmcg_body.ts").then((m) =>
      m.SUSTAINABILITY_FMCG_BODY
    ),
  "convenience-growth": () =>
    import("../../content/insights/convenience_growth_body.ts").then((m) =>
      m.CONVENIENCE_GROWTH_BODY
    ),
  "post-brexit-distribution": () =>
    import("../../content/insights/post_brexit_distribution_body.ts").then((m) =>
      m.POST_BREXIT_DISTRIBUTION_BODY
    ),
  "retail-trends": () =>
    import("../../content/insights/retail_trends_body.ts").then((m) => m.RETAIL_TRENDS_BODY),
  "trade-marketing": () =>
    import("../../content/insights/trade_marketing_body.ts").then((m) => m.TRADE_MARKETING_BODY),
  "uk-health-food-trends": () =>
    import("../../content/insights/uk_health_food_trends_body.ts").then((m) =>
      m.UK_HEALTH_FOOD_TRENDS_BODY
    ),
  "supply-chain-innovation": () =>
    import("../../content/insights/supply_chain_innovation_body.ts").then((m) =>
      m.SUPPLY_CHAIN_INNOVATION_BODY
    ),
  "premium-positioning": () =>
    import("../../content/insights/premium_positioning_body.ts").then((m) =>
      m.PREMIUM_POSITIONING_BODY
    ),
  "seasonal-category-management": () =>
    import("../../content/insights/seasonal_category_management_body.ts").then((m) =>
      m.SEASONAL_CATEGORY_MANAGEMENT_BODY
    ),
  "digital-shelf-optimisation": () =>
    import("../../content/insights/digital_shelf_optimisation_body.ts").then((m) =>
      m.DIGITAL_SHELF_OPTIMISATION_BODY
    ),
  "consumer-behaviour-shifts": () =>
    import("../../content/insights/consumer_behaviour_shifts_body.ts").then((m) =>
      m.CONSUMER_BEHAVIOUR_SHIFTS_BODY
    ),
  "retail-media-advertising": () =>
    import("../../content/insights/retail_media_advertising_body.ts").then((m) =>
      m.RETAIL_MEDIA_ADVERTISING_BODY
    ),
};

const loaded = new Map<string, readonly ArticleBlock[]>();
const pending = new Map<string, Promise<void>>();

/** Loads the body of article `id` (no-op for an unknown id); a failed load is retried next time. */
export function loadArticleBody(id: string): Promise<void> {
  const load = Object.hasOwn(ARTICLE_BODY_LOADERS, id) ? ARTICLE_BODY_LOADERS[id] : undefined;
  if (!load || loaded.has(id)) return Promise.resolve();
  let promise = pending.get(id);
  if (!promise) {
    promise = load().then(
      (body) => {
        loaded.set(id, body);
        pending.delete(id);
      },
      (error) => {
        pending.delete(id);
        throw error;
      },
    );
    pending.set(id, promise);
  }
  return promise;
}

/** The body of article `id`, suspending while it loads. */
export function useArticleBody(id: string): readonly ArticleBlock[] {
  const body = loaded.get(id);
  if (body) return body;
  use(loadArticleBody(id));
  return loaded.get(id) ?? [];
}
