/**
 * model-setup: discover endpoints and hardware, read GGUF headers, fit a model to N workers,
 * plan serve commands, write the provider config, verify the endpoint, check locality.
 * Named exports only, and only what another room, a script or a test uses: each one is public
 * surface (pinned in tests/setup/surface.test.ts).
 */

// Scan, fit and serve plan: what `ocw setup` and the MCP setup tool call.
export type { ScanReport } from "./scan-report.js";
export { scan, parsePorts } from "./scan-report.js";
export type { Budget, FitPlan } from "./fit.js";
export { planFit, memoryBudget } from "./fit-model.js";
export type { ServeEngine, ServeStep } from "./serve.js";
export { SERVE_ENGINES, servePlan } from "./serve.js";
export type { ServeOutcome } from "./serve-model.js";
export { planServe } from "./serve-model.js";
export { runServePlan } from "./serve-run.js";
export type { Endpoint } from "./scan/types.js";
export { scanEndpoints, identify } from "./scan/scan.js";
export type { Hardware } from "./hardware.js";

// Provider entry, verify, locality: what the CLI, jobs and the self-build read and check.
export type { ActiveTarget } from "./provider.js";
export { writeProvider, readActiveTarget, API_PRESETS, PROVIDER_NPM, HARNESS_RANGE } from "./provider.js";
export type { CheckName, VerifyTarget, VerifyReport } from "./verify.js";
export { verify, assertVerified, CHECKS } from "./verify.js";
export type { LocalityReport } from "./locality.js";
export { checkLocality, assertLocal, isLoopback } from "./locality.js";
export { validateKeyEnvName, readKey } from "./secrets.js";
export { setupDir } from "./state.js";

// What the user already reaches through their own OpenCode (free tier, sign-ins, their config), by tier.
export type { Tier, AccountModel, UserOpencode } from "./accounts.js";
export { readUserOpencode, accountModels, providerEntriesForListing, tierOf, TIER_WORDS } from "./accounts.js";
export { writeAccountTarget, routeTier } from "./account-target.js";

// The memory model underneath the fit, for its tests and scripts/fit-accuracy.ts.
export type { CacheType } from "./ggml.js";
export { ggmlTypeByName, tensorBytes, cacheRowBytes, isCacheType } from "./ggml.js";
export { readGguf } from "./gguf.js";
export { archFromGguf, weightsFromGguf, kvLayers } from "./arch.js";
export { catalogModel, catalogArch } from "./catalog.js";
export type { ServeShape } from "./memory.js";
export { cells, kvBytes, recurrentBytes, computeBytes, GiB, MiB } from "./memory.js";
export { fit, CTX_FLOOR } from "./fit.js";
export { profileFromGguf, profileFromCatalog } from "./profile.js";
export { budgetFrom, parseNvidiaSmi, parseRocmSmi, appleGpu } from "./hardware.js";
export { longPrompt } from "./verify-context.js";
export { maxOverlap } from "./verify-slots.js";
// Tool calls a model wrote as text, and the server flag that parses them: verify and a job's diagnosis.
export { toolCallInText, toolParserFix } from "./tool-text.js";
