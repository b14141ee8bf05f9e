/**
 * A deterministic generator of numbers in [0, 1) (a linear congruential generator with the
 * Numerical Recipes constants), so that a benchmark's questions and an evaluation's bootstrap
 * resamples are the same on every run.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}
