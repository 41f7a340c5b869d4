/**
 * What a check runs inside: bubblewrap and its limits (contain.ts), the seccomp filter that
 * keeps it from unix sockets (seccomp.ts), its environment variables (env.ts), the user's
 * toolchains named to it (toolchains.ts) and the workspace's environment mounted over the copy
 * (copy-env.ts). Imports no other sub-room.
 */
export type { ContainedRun, Containment, Limits, Sandbox, SandboxRequest } from "./contain.js";
export { DEFAULT_LIMITS, INSTALL_HINT, bwrapArgs, childStarted, containmentOf, describeContainment, limitsOf, probeSandbox, sandboxFor, sandboxRequest, sandboxSigns } from "./contain.js";
export type { CopyEnvironment } from "./copy-env.js";
export { environmentFor } from "./copy-env.js";
export { checkEnv, cleanPath } from "./env.js";
export type { HostEnv, Toolchains } from "./toolchains.js";
export { toolchainHomes } from "./toolchains.js";
