import { describe, expect, it } from "vitest";
import { SUBROOMS } from "./graph.js";
import { roomsWithIndex, subroomFolders, surfaceOf, usedNamesOf } from "./surface.js";

/**
 * Each room's public surface, pinned: the names its index.ts exports. Growing a surface is a
 * decision made here, in review, with the caller that needs the name; a name no other room,
 * script or test imports is removed rather than kept "in case".
 */
const SURFACE: Readonly<Record<string, readonly string[]>> = {
  cli: [
      "main",
  ],
  durable: [
      "Patience", "QUIET_ENV", "WAIT_ENV", "boundText", "diskFull", "holderPid", "holds", "ioError", "mkdirp", "patience",
      "pidAlive", "release", "tryHold", "withLock", "writeAtomic",
  ],
  environment: [
      "Environment", "EnvironmentSpec", "EnvironmentSummary", "MASK", "Mounts", "WORKTREE_INCLUDE", "environmentMounts", "holdsSecret",
      "isKeyFile", "maskFile", "materializeEnvironment", "openEnvironment", "placedChanges", "placedPaths", "prepareEnvironment",
      "recordPlaced", "secretValues",
  ],
  git: [
      "GitResult", "git", "gitBytes", "gitLine", "gitRaw",
  ],
  grade: [
      "CheckRun", "CheckSpec", "ClaimValue", "EVIDENCE_FILES", "Failure", "INSTALL_HINT", "REASON_CODES", "REF_ROOT", "Reason",
      "ReasonCode", "SandboxRequest", "Stage", "TamperKind", "Task", "TaskSpec", "Validation", "Verdict", "VerdictStatus",
      "claimedUnearned", "describeContainment", "describeEnvironment", "grade", "gradeStateDir", "invalidTask", "judgeClaim", "loadTask",
      "newGradeId", "openRepo", "parseClaim", "prepareGradePaths", "probeSandbox", "readBaseline", "reasonFor", "renderCheckRun",
      "renderVerdict", "reportPaths", "sandboxRequest", "snapshotBaseline", "taskSandbox", "validateBaseline",
  ],
  jobs: [
      "AccountsReport", "AccountsSummary", "discoverAccounts", "scanAccounts", "useAccount", "AttendReport", "DispatchEntry", "DispatchOptions", "DispatchReport", "EffectiveRoute",
      "Job", "JobEntry", "JobEvent", "JobId", "JobLine", "JobStats", "JobSummary", "MAX_WAIT_MS",
      "PermissionAsk", "PermissionReply", "STEER_RECEIPTS", "applyJob", "attend", "cancel", "continueJob", "dispatch",
      "dispatchSettled", "drive", "driverExited", "ensureServer", "estimateJsonTokens", "estimateProseTokens",
      "findOpencode", "gcJobs", "installOpencode", "isTerminal", "isVerdictEntry", "jobEntry", "jobLines",
      "jobPaths", "jobResult", "jobStats", "jobsRoot", "listJobIds", "listJobs", "newJobId", "parseJobId",
      "permit", "readEvents", "readJob", "recordShare", "runDriverProcess", "runHostProcess", "serverUsers", "steer", "stopHost", "stopServer",
      "waitJob",
  ],
  mcp: [
      "createMcpServer", "serveStdio", "toolList",
  ],
  opencode: [
      "AnsweredBy", "Connection", "FindReport", "PermissionAsk", "PermissionReply", "SUPPORTED_RANGE",
      "ServerInfo", "ServerState", "SessionEvent", "SessionOptions", "Tokens", "Turn", "TurnResult",
      "TurnStatus", "UsedBy", "WorkerSession", "briefError", "connect", "ensurePinnedOpencode", "ensureServer", "findOpencode", "findRipgrep",
      "listModels", "installDir", "installOpencode", "opencodeEnv", "requireOpencode", "routeError", "satisfies", "serverDirs",
      "serverState", "stopServer", "sweepServers", "unusableOpencode",
  ],
  pack: [
      "AGENT_NAME", "BuildReport", "GradeFile", "OpenCodeFiles", "PERMISSION_CLASSES", "Pack", "PackManifest",
      "Protocol", "buildPacks", "compilePack", "configDirFiles", "formatProblem", "loadCanonicalSkill",
      "loadPack", "loadProtocol", "openCodeFiles", "settingsForKey", "shippedRoot", "staleFiles",
  ],
  paths: [
      "Env", "SIGNINS_MARKER", "dataRoot", "environmentStore", "ocwPaths", "opencodeConfigDir", "signInsMarker", "stateRoot", "userOpencodeDirs",
  ],
  replay: [
      "ReplayDocument", "ReplayServer", "Reply", "Script", "loadReplayScript", "parseReplayDocument",
      "parseReplayYaml", "singleScript", "startReplayServer",
  ],
  schema: [
      "Parsed", "Problem", "TOO_DEEP", "formatProblem", "formatProblems", "isStackOverflow", "parseJsonText",
      "parseYamlText", "parseYamlValue", "schemaValidator", "tooDeep", "yamlProblem",
  ],
  selftest: [
      "ANSWER_RUNG", "LIAR", "LadderRun", "Outcome", "REPLAY_NOTICE", "RUNGS", "Rung", "SelftestEvent", "SelftestReport",
      "TOP_SIZE", "compare", "describeRun", "dispatchGated", "dispatchGatedDetached", "earnGrade", "headline",
      "judge", "ladderPermission", "ladderReplay", "materialize", "planFromTarget", "runDemo", "selftest",
      "selftestEntry", "tally",
  ],
  setup: [
      "API_PRESETS", "ActiveTarget", "Budget", "CHECKS", "CTX_FLOOR", "CacheType", "CheckName", "Endpoint",
      "FitPlan", "GiB", "HARNESS_RANGE", "Hardware", "LocalityReport", "MiB", "PROVIDER_NPM", "SERVE_ENGINES",
      "ScanReport", "ServeEngine", "ServeOutcome", "ServeShape", "ServeStep", "VerifyReport", "VerifyTarget",
      "appleGpu", "archFromGguf", "assertLocal", "assertVerified", "budgetFrom", "cacheRowBytes", "catalogArch",
      "catalogModel", "cells", "checkLocality", "computeBytes", "fit", "ggmlTypeByName", "identify",
      "isCacheType", "isLoopback", "kvBytes", "kvLayers", "longPrompt", "maxOverlap", "memoryBudget",
      "parseNvidiaSmi", "parsePorts", "parseRocmSmi", "planFit", "planServe", "profileFromCatalog",
      "profileFromGguf", "readActiveTarget", "readGguf", "readKey", "recurrentBytes", "runServePlan", "scan",
      "scanEndpoints", "servePlan", "setupDir", "tensorBytes", "toolCallInText", "toolParserFix", "validateKeyEnvName", "verify",
      "weightsFromGguf", "writeProvider",
      "AccountModel", "TIER_WORDS", "Tier", "UserOpencode", "accountModels", "providerEntriesForListing", "readUserOpencode",
      "routeTier", "tierOf", "writeAccountTarget",
  ],
  target: [
      "AGENT_NAME", "GradeStanding", "LADDER_RUNGS", "PromptPrint", "Target", "canonicalJson", "describeStanding", "judgeGrade", "parseKey",
      "settingsHash", "staleReason", "targetKey", "targetSlug",
  ],
  tui: [
      "EMPTY_LADDER", "JobsView", "LadderView", "Watch", "attentionRow", "elapsedOf", "ladderProgress", "progressOf", "reduceLadder", "runWatch",
  ],
};

describe("each room's public surface", () => {
  it("every room with an index.ts is pinned here", () => {
    expect(roomsWithIndex()).toEqual(Object.keys(SURFACE).sort());
  });

  it.each(Object.keys(SURFACE))("surface - %s exports exactly its pinned names", (room) => {
    expect(surfaceOf(room)).toEqual([...SURFACE[room]!].sort());
  });

  it.each(Object.keys(SURFACE))("surface - every name %s exports has a caller outside the room", (room) => {
    const used = usedNamesOf(room);
    expect(surfaceOf(room).filter((n) => !used.has(n))).toEqual([]);
  });
});

/**
 * A sub-room's index.ts is its surface inside the room: the names the other sub-rooms and the
 * room's top files take from it, explicit and named, none kept without a caller.
 */
describe("each sub-room's surface", () => {
  const subrooms = Object.entries(SUBROOMS).flatMap(([room, table]) => Object.keys(table).map((sub) => `${room}/${sub}`));

  it("every folder of a room with sub-rooms is a sub-room the table knows", () => {
    expect(subroomFolders()).toEqual([...subrooms].sort());
  });

  it.each(subrooms)("surface - %s names every export (no export *)", (sub) => {
    expect(surfaceOf(sub).filter((n) => n.startsWith("* from"))).toEqual([]);
  });

  it.each(subrooms)("surface - every name %s exports has a caller outside it", (sub) => {
    const used = usedNamesOf(sub);
    expect(surfaceOf(sub).filter((n) => !used.has(n))).toEqual([]);
  });
});
