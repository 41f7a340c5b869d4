/**
 * The setup room's public surface, pinned: every value src/setup/index.ts exports is API another
 * room, a script or a test relies on. Adding one is a decision; change this list with it.
 */
import { describe, expect, it } from "vitest";
import * as setup from "../../src/setup/index.js";

const SURFACE = [
  // scan, fit and serve plan (the CLI and the MCP setup tool)
  "scan", "parsePorts", "planFit", "memoryBudget", "planServe", "servePlan", "SERVE_ENGINES", "runServePlan", "scanEndpoints", "identify",
  // provider entry, verify, locality, keys, state
  "writeProvider", "readActiveTarget", "API_PRESETS", "PROVIDER_NPM", "HARNESS_RANGE", "verify", "assertVerified", "CHECKS", "checkLocality", "assertLocal", "isLoopback", "validateKeyEnvName", "readKey", "setupDir",
  // the memory model under the fit (its tests and scripts/fit-accuracy.ts)
  "ggmlTypeByName", "tensorBytes", "cacheRowBytes", "isCacheType", "readGguf", "archFromGguf", "weightsFromGguf", "kvLayers", "catalogModel", "catalogArch",
  "cells", "kvBytes", "recurrentBytes", "computeBytes", "GiB", "fit", "CTX_FLOOR", "profileFromGguf", "profileFromCatalog", "budgetFrom", "parseNvidiaSmi", "parseRocmSmi", "appleGpu",
  "longPrompt", "maxOverlap",
];

describe("setup surface", () => {
  it("surface - index.ts exports exactly the pinned values", () => {
    expect(Object.keys(setup).sort()).toEqual([...SURFACE].sort());
  });
});
