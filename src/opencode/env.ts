import { join } from "node:path";
import type { Env } from "../paths/index.js";
import type { ServerDirs } from "./layout.js";

/**
 * The environment `opencode` runs in. The worker must not inherit the orchestrator's world:
 * no Claude Code prompt or skills, no project config (a repo's opencode.json, .opencode/,
 * AGENTS.md), none of the user's ~/.config/opencode or ~/.opencode, no models.dev fetch, no
 * autoupdate, no sharing. Only our config dir is read.
 */

// Variables that would let the user's own OpenCode setup leak into the worker; we set our own.
const DROPPED = /^(OPENCODE_|XDG_CONFIG_HOME$|XDG_DATA_HOME$|XDG_STATE_HOME$)/;

/** The isolation env for `opencode` (serve, --version, run), based on the caller's env. */
export function opencodeEnv(
  base: Env,
  dirs: Pick<ServerDirs, "config" | "xdg" | "home">,
  extra: Readonly<Record<string, string>> = {},
  // Config above every file (e.g. the user's provider entries when listing what they reach).
  config: Readonly<Record<string, unknown>> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(base)) if (v !== undefined && !DROPPED.test(k)) env[k] = v;
  return {
    ...env,
    // The caller's additions (e.g. the replay model's address) come before ours: nothing may
    // switch the isolation off.
    ...extra,
    OPENCODE_CONFIG_DIR: dirs.config,
    // Our own XDG config/data/state: the user's ~/.config/opencode (agents, config, AGENTS.md)
    // is never read, and worker sessions stay out of the user's own session list. The cache
    // (ripgrep binary, provider packages) is shared on purpose: it holds nothing that steers
    // the worker, and isolating it would make OpenCode download ripgrep again.
    XDG_CONFIG_HOME: join(dirs.xdg, "config"),
    XDG_DATA_HOME: join(dirs.xdg, "data"),
    XDG_STATE_HOME: join(dirs.xdg, "state"),
    // OpenCode reads ~/.opencode/ and ~/.claude/CLAUDE.md from this "home" (its own hook; the
    // name says test, the effect is exactly the isolation we need). HOME itself stays, because
    // the worker's shell commands need the user's real home (git identity, toolchains).
    OPENCODE_TEST_HOME: dirs.home,
    OPENCODE_DISABLE_CLAUDE_CODE: "1",
    OPENCODE_DISABLE_CLAUDE_CODE_PROMPT: "1",
    OPENCODE_DISABLE_CLAUDE_CODE_SKILLS: "1",
    OPENCODE_DISABLE_PROJECT_CONFIG: "1",
    OPENCODE_DISABLE_EXTERNAL_SKILLS: "1",
    OPENCODE_DISABLE_MODELS_FETCH: "1",
    OPENCODE_DISABLE_AUTOUPDATE: "1",
    OPENCODE_DISABLE_SHARE: "1",
    OPENCODE_DISABLE_LSP_DOWNLOAD: "1",
    // Settings the config files cannot lose: deep-merged above every config file.
    OPENCODE_CONFIG_CONTENT: JSON.stringify({ ...config, share: "disabled", autoupdate: false }),
  };
}
