// How many generated requests one run sends per backend (issue 8): a bounded slice in `npm test`,
// at least 10,000 in `npm run test:fuzz` (FUZZ_RUNS=10000). Seeded by FUZZ_SEED to replay a run.
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 400);
export const FUZZ_SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
/** The share of the cases that go to REST routes; the rest go to /gapi operations. */
export const REST_SHARE = 0.7;
/** Enough time for the slowest backend at a few milliseconds a case, plus the sign-ins. */
export const fuzzTimeout = () => 120_000 + FUZZ_RUNS * 40;
