/**
 * model-setup: discover endpoints and hardware, read GGUF headers, fit a model to N workers,
 * print serve commands, write the provider config, verify the endpoint, check locality.
 * Named exports only: everything here is the room's public surface.
 */
export type { GgmlType, CacheType } from "./ggml.js";
export { ggmlType, ggmlTypeByName, tensorBytes, cacheBytesPerElement, cacheRowBytes, isCacheType, fileTypeName, CACHE_TYPES } from "./ggml.js";
export type { GgufHeader, GgufTensor, MetaValue, ReadGgufOptions } from "./gguf.js";
export { readGguf } from "./gguf.js";
export type { ModelArch, Weights } from "./arch.js";
export { archFromGguf, weightsFromGguf, kvLayers } from "./arch.js";
export type { CatalogModel } from "./catalog-models.js";
export { CATALOG } from "./catalog-models.js";
export { MIX_BPW, catalogModel, catalogArch, catalogWeights } from "./catalog.js";
export type { ServeShape, Cells, KvBytes, RecurrentBytes } from "./memory.js";
export { cells, kvBytes, recurrentBytes, outputBytes, computeBytes, MiB, GiB } from "./memory.js";
export type { ModelProfile, Budget, Gpu, FitRequest, FitPlan, MemoryParts } from "./fit.js";
export { fit, CTX_FLOOR, CTX_DEFAULT } from "./fit.js";
export { profileFromGguf, profileFromHeader, profileFromOllama, profileFromCatalog, profileFromCatalogRepo, catalogQuants } from "./profile.js";
export type { GpuInfo, Hardware, Software, Runner } from "./hardware.js";
export { detectHardware, detectSoftware, parseNvidiaSmi, parseRocmSmi, appleGpu, budgetFrom, runCommand } from "./hardware.js";
export type { Engine, Endpoint, ServedModel } from "./scan/types.js";
export type { ProbeStatus, ScanEndpointsOptions, EndpointScan } from "./scan/scan.js";
export { scanEndpoints, identify, DEFAULT_PORTS, DEFAULT_PROBE_TIMEOUT_MS } from "./scan/scan.js";
export type { ServeEngine, ServeRequest, ServePlan, ServeStep, ServeSource, EnvValue } from "./serve.js";
export { servePlan, toolParserFor, SERVE_ENGINES } from "./serve.js";
export type { ModelInput, NamedModel } from "./serve-source.js";
export { parseModel } from "./serve-source.js";
export type { ServeInput, ServeOptions, ServeOutcome } from "./serve-model.js";
export { planServe } from "./serve-model.js";
export { fitClimbing } from "./fit-catalog.js";
export type { BudgetInput, FitInput, FitOptions } from "./fit-model.js";
export { planFit, memoryBudget } from "./fit-model.js";
export type { ScanInput, ScanReport } from "./scan-report.js";
export { scan, parsePorts } from "./scan-report.js";
export type { ServeRun } from "./serve-run.js";
export { runServePlan } from "./serve-run.js";
export type { ProviderInput, ActiveTarget, ProviderResult } from "./provider.js";
export { writeProvider, readActiveTarget, API_PRESETS, PROVIDER_NPM, HARNESS_RANGE } from "./provider.js";
export type { Check, CheckName, VerifyTarget, VerifyOptions, VerifyReport } from "./verify.js";
export { verify, assertVerified, CHECKS } from "./verify.js";
export { longPrompt } from "./verify-context.js";
export { maxOverlap } from "./verify-slots.js";
export type { LocalityCondition, LocalityReport, LocalityOptions } from "./locality.js";
export { checkLocality, assertLocal, isLoopback } from "./locality.js";
export { validateKeyEnvName, readKey } from "./secrets.js";
export { activeTargetPath, opencodeConfigDir, setupDir } from "./state.js";
