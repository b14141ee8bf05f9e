/**
 * A floor under the time a refused sign-in takes to answer. Every refusal of `POST
 * /api/staff/login` (wrong password, unknown or disabled account, throttled, password checks at
 * capacity, a body that is not a sign-in, a request from another origin) is answered no sooner
 * than the floor after it arrived; a successful sign-in is answered as soon as it is done.
 *
 * Why:
 * - Equal timing: docs/requirements.md#staff-sign-in asks for the same answer in the same time for
 *   unknown, disabled and real accounts (OWASP Authentication Cheat Sheet, "Authentication and
 *   Error Messages"); a floor longer than any check hides what the check cost.
 * - Pacing a flood: a guessing client waits for each answer before it can send its next guess on
 *   that connection, so a flood's rate is bounded by its connections divided by the floor instead
 *   of by how fast we can refuse. Refusing is cheap but not free: 64 clients posting as fast as
 *   they were answered took the pages' p99 from 3 ms to 76 ms with no password checked at all
 *   (`deno task bench:signin-flood`, docs/decisions/0027-sign-in-refusal-floor.md).
 *
 * The wait is a timer: it holds no password-check slot (server/staff/hash_pool.ts still refuses
 * at once, without queueing, when it is full), no database connection and no CPU. At most
 * {@linkcode HELD_REFUSALS_MAX} refusals wait at a time; beyond that they are answered at once,
 * so the waits cannot grow memory without bound even before the connection limits apply.
 */
import type { MiddlewareHandler } from "hono";

/** Most refusals waiting for the floor at once; past it, refusals are answered at once. */
export const HELD_REFUSALS_MAX = 1024;

/** Share of the floor added at random to each wait (0.5: a wait is 1 to 1.5 floors). */
export const JITTER = 0.5;

/** Counts of a {@linkcode refusalFloor} middleware, for tests and the logs. */
export interface RefusalFloorState {
  /** Refusals waiting for their floor now. */
  readonly held: number;
}

/**
 * Middleware that answers a response with status 400 or above no sooner than `floorMs` after the
 * request arrived, and at most {@linkcode JITTER} floors later (`performance.now()`, so clock
 * changes do not matter). `floorMs` 0 turns it off. Never throws; a response is never changed,
 * only delayed.
 */
export function refusalFloor(
  floorMs: number,
  options: { heldMax?: number } = {},
): MiddlewareHandler & { state: RefusalFloorState } {
  const heldMax = options.heldMax ?? HELD_REFUSALS_MAX;
  const state = { held: 0 };
  const middleware: MiddlewareHandler = async (c, next) => {
    const arrived = performance.now();
    await next();
    if (c.res.status < 400 || floorMs <= 0 || state.held >= heldMax) return;
    // Up to half the floor again at random: clients refused together must not come back together
    // (a flood answered in one wave returns as one burst, which queues the pages behind it).
    const wait = arrived + floorMs * (1 + Math.random() * JITTER) - performance.now();
    if (wait <= 0) return;
    state.held++;
    try {
      await new Promise((resolve) => setTimeout(resolve, wait));
    } finally {
      state.held--;
    }
  };
  return Object.assign(middleware, { state: state as RefusalFloorState });
}
