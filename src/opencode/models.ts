import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { patience as envPatience, type Patience } from "../durable/index.js";
import type { Env } from "../paths/index.js";
import { seedPluginInstall } from "./config-dir.js";
import { opencodeEnv } from "./env.js";
import { requireOpencode } from "./find.js";
import { serverDirs } from "./layout.js";
import { runBounded } from "./run-bounded.js";
import { linkSignIns } from "./signins.js";

/**
 * What the user's own OpenCode reaches: `opencode models --verbose`, run as the worker would run
 * (our isolation, OpenCode's bundled catalog, no network) but with the user's sign-ins linked in
 * and their provider entries given as config. So the list is OpenCode's own answer — the same
 * resolution that will route a job — not a guess of ours. Runs in a scratch folder of our state.
 */

export interface ListedModel {
  /** `provider/model`, as a job pins it. */
  readonly route: string;
  readonly provider: string;
  readonly id: string;
  readonly name?: string;
  /** Where OpenCode sends its requests, when the catalog or the config says. */
  readonly url?: string;
  /** Price per million tokens, as the catalog gives it; 0/0 is free. */
  readonly cost?: { readonly input: number; readonly output: number };
  readonly limit?: { readonly context: number; readonly output: number };
  readonly toolcall?: boolean;
}

export interface ListOptions {
  readonly env: Env;
  readonly cwd?: string;
  /** The user's auth.json, linked in (read in place) so their sign-ins count. */
  readonly authFile?: string;
  /** The user's provider entries (without inline keys) as config above every file. */
  readonly providers?: Readonly<Record<string, unknown>>;
  readonly patience?: Patience;
}

export async function listModels(opts: ListOptions): Promise<{ readonly models: readonly ListedModel[]; readonly problem?: string }> {
  const bin = await requireOpencode({ env: opts.env, cwd: opts.cwd, patience: opts.patience });
  const root = join(serverDirs(opts.env, opts.cwd).root, "accounts");
  const dirs = { config: join(root, "config"), xdg: join(root, "xdg"), home: join(root, "home") };
  for (const d of Object.values(dirs)) await mkdir(d, { recursive: true });
  await seedPluginInstall(dirs.config);
  await seedPluginInstall(join(dirs.xdg, "config", "opencode"));
  await linkSignIns(dirs.xdg, opts.authFile);
  const env = opencodeEnv(opts.env, dirs, {}, opts.providers ? { provider: opts.providers } : {});
  const out = await runBounded(bin.path, ["models", "--verbose"], env, opts.patience ?? envPatience(opts.env));
  return { models: parseVerbose(out.stdout), ...(out.problem ? { problem: out.problem } : {}) };
}

/** `opencode models --verbose`: a `provider/model` line, then the model as pretty-printed JSON. */
export function parseVerbose(text: string): ListedModel[] {
  const out: ListedModel[] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i]!.trim();
    if (!/^[^\s/{}]+\/\S+$/.test(head) || lines[i + 1] !== "{") continue;
    const end = lines.indexOf("}", i + 1);
    if (end < 0) break;
    let m: Record<string, unknown>;
    try {
      m = JSON.parse(lines.slice(i + 1, end + 1).join("\n")) as Record<string, unknown>;
    } catch {
      continue;
    }
    i = end;
    const slash = head.indexOf("/");
    const api = rec(m.api);
    const cost = rec(m.cost);
    const limit = rec(m.limit);
    out.push({
      route: head,
      provider: head.slice(0, slash),
      id: head.slice(slash + 1),
      ...(typeof m.name === "string" ? { name: m.name } : {}),
      ...(typeof api.url === "string" && api.url ? { url: api.url } : {}),
      ...(typeof cost.input === "number" && typeof cost.output === "number" ? { cost: { input: cost.input, output: cost.output } } : {}),
      ...(typeof limit.context === "number" && typeof limit.output === "number" ? { limit: { context: limit.context, output: limit.output } } : {}),
      ...(typeof rec(m.capabilities).toolcall === "boolean" ? { toolcall: rec(m.capabilities).toolcall as boolean } : {}),
    });
  }
  return out;
}

function rec(v: unknown): Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
