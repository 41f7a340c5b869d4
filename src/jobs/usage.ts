import type { Usage } from "./ledger/index.js";

/** No tokens, no cost, no steps: a job that never reached the model. */
export const ZERO_USAGE: Usage = { tokens: { input: 0, output: 0, reasoning: 0, cacheRead: 0, cacheWrite: 0, total: 0 }, cost: 0, steps: 0 };
