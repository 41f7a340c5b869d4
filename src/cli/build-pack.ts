import { existsSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { ErrorCode, OcwError } from "../error.js";
import { buildPacks, staleFiles, type BuildReport } from "../pack/index.js";
import type { Context, Outcome } from "./context.js";
import { findRoot } from "./root.js";

/** `ocw build-pack [<pack dir>... | --all] [--check] [--root <repo>]` */
export const buildPackCommand = {
  name: "build-pack",
  summary: "Compile packs into OpenCode agents, config fragments and skill variants",
  usage: `Usage: ocw build-pack [<pack dir>... | --all] [--check] [--root <repo>] [--json]

Validates each pack (packs/<model>__<quant>__<harness>/pack.yaml and deltas/*.md) and compiles it:
  packs/<slug>/agent/opencode-worker.md                 the OpenCode agent (protocol + deltas)
  packs/<slug>/opencode.json                            provider + agent config fragment
  skills/opencode-worker/opencode-worker.<slug>.SKILL.md the skill variant for that target

Options:
  --all          build every pack under packs/ (the default when no pack is named)
  --check        write nothing; exit 1 listing generated files that are stale
  --root <repo>  the opencode-worker repository (default: found from the working directory)
  --json         print the report as one JSON document`,
  options: {
    all: { type: "boolean" },
    check: { type: "boolean" },
    root: { type: "string" },
  },
  allowPositionals: true,
  async run(values: { all?: boolean; check?: boolean; root?: string }, positionals: string[], ctx: Context): Promise<Outcome> {
    if (values.all && positionals.length > 0) throw new OcwError(ErrorCode.Usage, "build-pack: give pack folders or --all, not both");
    const root = findRoot({ explicit: values.root, cwd: ctx.cwd, selfDir: ctx.selfDir });
    const started = performance.now();
    const report = await buildPacks({
      root,
      packs: positionals.length > 0 ? positionals.map((p) => packDir(p, ctx.cwd, root)) : undefined,
      check: values.check ?? false,
    });
    const ms = Math.round(performance.now() - started);
    const stale = staleFiles(report);
    const error =
      stale.length > 0
        ? new OcwError(ErrorCode.PackStale, `${stale.length} generated file${stale.length === 1 ? " is" : "s are"} stale: ${stale.map((f) => f.path).join(", ")}; run npm run build-pack and commit the result`, { data: { stale } })
        : undefined;
    return { data: { ok: !error, root, ms, ...report }, text: render(report, ms), error };
  },
} as const;

// A relative pack path is read from the working directory, or from the root when only the root has it.
function packDir(p: string, cwd: string, root: string): string {
  const fromCwd = resolve(cwd, p);
  return existsSync(fromCwd) || isAbsolute(p) || !existsSync(resolve(root, p)) ? fromCwd : resolve(root, p);
}

function render(report: BuildReport, ms: number): string {
  const lines: string[] = [];
  const counts = new Map<string, number>();
  for (const p of report.packs) {
    lines.push(p.pack, `  key    ${p.key}`, `  grade  ${p.gradeNote}`);
    for (const f of p.files) {
      lines.push(`  ${f.status.padEnd(9)}  ${f.path}`);
      counts.set(f.status, (counts.get(f.status) ?? 0) + 1);
    }
  }
  for (const f of report.orphans) {
    lines.push(`${f.status.padEnd(9)}  ${f.path}${f.status === "orphan" ? " (no pack compiles it; delete it)" : ""}`);
    counts.set(f.status, (counts.get(f.status) ?? 0) + 1);
  }
  const files = report.packs.reduce((n, p) => n + p.files.length, 0);
  const summary = [...counts].map(([s, n]) => `${n} ${s}`).join(", ");
  lines.push(`${report.check ? "checked" : "built"} ${report.packs.length} pack${report.packs.length === 1 ? "" : "s"}, ${files} files: ${summary} (${ms} ms)`);
  return lines.join("\n");
}
