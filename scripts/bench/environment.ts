import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { environmentMounts, materializeEnvironment, openEnvironment, placedChanges, prepareEnvironment, recordPlaced } from "../../src/environment/index.js";
import { grade, openRepo, snapshotBaseline, type TaskSpec, type Verdict } from "../../src/grade/index.js";
import { toolsDir } from "../tools.js";
import { median, type Bench, type Figure } from "./harness.js";

const run = promisify(execFile);

const RUNS = 5;
/** A real node_modules of several hundred packages: jest and typescript, as a project would install them. */
const DEPS = { jest: "29.7.0", typescript: "5.9.3" };
const REPOS = [
  { name: "5,000 files", files: 5_000 },
  { name: "30,000 files", files: 30_000 },
] as const;

/**
 * What the workspace's environment costs a job (issue 36): on a generated repository of 5,000 and
 * of 30,000 tracked files, each with a real node_modules (jest + typescript from the npm registry,
 * fetched once per machine into the tools cache), side by side:
 * - the whole `grade()` call (validation included) with the environment (already in the store)
 *   and without it, for a task whose checks need none: the difference is the environment's cost
 *   per job at grading;
 * - its parts: preparation at validation (detect, key, verify the store), opening it at grading,
 *   the mounts of one check, and the worker slot's check that its copy is intact;
 * - its first making (the capture) against the package manager's own install (`npm ci` from a
 *   warm cache), in the same workspace.
 */
export function environmentBench(): Bench {
  return {
    name: "environment",
    title: "the workspace's environment (node_modules of several hundred packages)",
    async run() {
      const loadBefore = loadavg()[0]!;
      const project = await benchProject();
      const dir = await mkdtemp(join(tmpdir(), "ocw-bench-env-"));
      const figures: Figure[] = [];
      const notes: string[] = [];
      const ratios: { label: string; value: number; target?: { op: "<=" | ">="; value: number } }[] = [];
      try {
        for (const repo of REPOS) {
          const ws = join(dir, `ws-${repo.files}`);
          await generateRepo(ws, repo.files, project);
          const npmCi = (): Promise<unknown> => run("npm", ["ci", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--cache", join(project, "npm-cache")], { cwd: ws, timeout: 600_000, maxBuffer: 64 * 1024 * 1024 });
          const install: number[] = [];
          const capture: number[] = [];
          let files = 0;
          let bytes = 0;
          for (let i = 0; i < RUNS; i++) {
            await rm(join(ws, "node_modules"), { recursive: true, force: true });
            let t = performance.now();
            await npmCi();
            install.push(performance.now() - t);
            const store = join(dir, `store-first-${repo.files}-${i}`);
            const commit = (await snapshotBaseline(await openRepo(ws))).commit;
            t = performance.now();
            const p = await prepareEnvironment({ workspace: ws, commit, store });
            capture.push(performance.now() - t);
            files = p!.summary.files;
            bytes = p!.summary.bytes;
            await rm(store, { recursive: true, force: true });
          }
          figures.push({ label: `${repo.name}: npm ci (warm cache): the package manager's own time`, runs: install });
          figures.push({ label: `${repo.name}: first capture of node_modules into the store`, runs: capture });
          ratios.push({ label: `${repo.name}: first capture ÷ npm ci`, value: median(capture) / median(install), target: { op: "<=", value: 1 } });

          // Once made: a job's costs, side by side with a job that has no environment.
          const store = join(dir, `store-${repo.files}`);
          const repoHandle = await openRepo(ws);
          const commit = (await snapshotBaseline(repoHandle)).commit;
          const env = (await prepareEnvironment({ workspace: ws, commit, store }))!.environment;
          const slot = join(dir, `slot-${repo.files}`);
          await mkdir(slot, { recursive: true });
          let t = performance.now();
          await materializeEnvironment(env, slot);
          const placeMs = performance.now() - t;
          await recordPlaced(env, slot, `${slot}.env`, false);
          const spec: TaskSpec = { workspace: ws, objective: "Add src/feature.txt.", scope: { allow: ["src/**"] }, checks: { acceptance: [{ name: "feature", run: "test -f src/feature.txt" }], regression: [{ name: "present", run: "test -f src/d0/f0.py" }] } };
          const graded: Record<"with" | "without", Verdict[]> = { with: [], without: [] };
          const parts = { prepare: [] as number[], open: [] as number[], mounts: [] as number[], slot: [] as number[] };
          for (let i = 0; i <= 2 * RUNS + 1; i++) {
            const withEnv = i % 2 === 0;
            const tree = join(dir, `tree-${repo.files}-${i}`);
            const base = (await snapshotBaseline(repoHandle)).commit;
            await git(ws, "worktree", "add", "-q", "--detach", tree, base);
            await writeFile(join(tree, "src/feature.txt"), "new\n");
            const v = await grade({ task: { file: "bench.yaml", spec }, tree, baseline: base, stateDir: join(dir, `state-${repo.files}`), hostPath: process.env.PATH, ...(withEnv ? { environmentStore: store } : {}) });
            if (v.verdict !== "built") throw new Error(`bench task was not built: ${JSON.stringify(v.reasons)}`);
            if (withEnv && !v.environment) throw new Error("the bench's grading had no environment");
            await git(ws, "worktree", "remove", "--force", tree);
            if (i < 2) continue;
            graded[withEnv ? "with" : "without"].push(v);
            if (!withEnv) continue;
            t = performance.now();
            await prepareEnvironment({ workspace: ws, commit: base, store });
            parts.prepare.push(performance.now() - t);
            t = performance.now();
            await openEnvironment(store, env.key);
            parts.open.push(performance.now() - t);
            t = performance.now();
            await environmentMounts(env, join(dir, "copy"), join(dir, `scratch-${i}`));
            parts.mounts.push(performance.now() - t);
            t = performance.now();
            const changed = await placedChanges(env, slot, `${slot}.env`);
            parts.slot.push(performance.now() - t);
            if (changed?.length !== 0) throw new Error(`the slot's environment changed: ${JSON.stringify(changed)}`);
          }
          const total = (k: "with" | "without"): number[] => graded[k].map((v) => v.timings.totalMs);
          figures.push({ label: `**${repo.name}: whole grade() with the environment (in the store)**`, runs: total("with") });
          figures.push({ label: `${repo.name}: whole grade() without it (same task, interleaved)`, runs: total("without") });
          figures.push({ label: `${repo.name}: validation: prepare (detect, key, verify the store)`, runs: parts.prepare });
          figures.push({ label: `${repo.name}: grading: open by key (verify the store)`, runs: parts.open });
          figures.push({ label: `${repo.name}: one check's mounts (relocated files written)`, runs: parts.mounts });
          figures.push({ label: `${repo.name}: worker slot: its copy checked intact (kept)`, runs: parts.slot });
          // Its own steps, each timed alone: the difference of two whole grade() calls is within their noise on a shared machine.
          const checks = spec.checks.acceptance.length + (spec.checks.regression?.length ?? 0);
          const perJob = median(parts.prepare) + median(parts.open) + checks * median(parts.mounts) + median(parts.slot);
          ratios.push({ label: `${repo.name}: environment per job once built (prepare + open + mounts per check + the slot's check) / 1 s`, value: perJob / 1000, target: { op: "<=", value: 1 } });
          ratios.push({ label: `${repo.name}: whole grade() with ÷ without the environment (interleaved)`, value: median(total("with")) / median(total("without")) });
          notes.push(`${repo.name}: node_modules of ${await packages(ws)} packages, ${files} entries, ${(bytes / 1e6).toFixed(0)} MB (jest ${DEPS.jest} + typescript ${DEPS.typescript}); the slot's first copy took ${(placeMs / 1000).toFixed(1)} s, once per slot and key.`);
        }
        notes.push(`Contained (bubblewrap): the environment is mounted read-only over each grading copy, so grading's cost does not grow with node_modules; the worker's slot gets a copy once and keeps it while it stays intact. ${RUNS} measured runs after one warm-up each. 1-minute load average ${loadBefore.toFixed(2)} before and ${loadavg()[0]!.toFixed(2)} after, on this ${availableParallelism()}-CPU machine, which other jobs share.`);
        return { figures, ratios, notes };
      } finally {
        for (const repo of REPOS) await run("git", ["worktree", "prune"], { cwd: join(dir, `ws-${repo.files}`), timeout: 60_000 }).catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/** The bench's project (package.json, package-lock.json and a warm npm cache), installed once per machine into the tools cache. */
async function benchProject(): Promise<string> {
  const dir = join(toolsDir(), `bench-env-${Object.entries(DEPS).map(([n, v]) => `${n}@${v}`).join("+")}`);
  if (existsSync(join(dir, ".complete"))) return dir;
  const staging = `${dir}.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  await writeFile(join(staging, "package.json"), `${JSON.stringify({ name: "bench", private: true, devDependencies: DEPS }, null, 2)}\n`);
  process.stderr.write(`bench environment: installing ${Object.keys(DEPS).join(", ")} from the npm registry into ${dir} (once per machine) …\n`);
  // With the tarballs' addresses in the lockfile (whatever the user's npmrc says), npm ci --offline needs nothing but the cache.
  await run("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--omit-lockfile-registry-resolved=false", "--cache", join(staging, "npm-cache")], { cwd: staging, timeout: 900_000, maxBuffer: 64 * 1024 * 1024 });
  await rm(join(staging, "node_modules"), { recursive: true, force: true });
  await writeFile(join(staging, ".complete"), "");
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
  return dir;
}

async function git(cwd: string, ...args: string[]): Promise<void> {
  await run("git", ["-c", "user.name=bench", "-c", "user.email=bench@example.invalid", ...args], { cwd, timeout: 300_000, maxBuffer: 64 * 1024 * 1024 });
}

async function generateRepo(ws: string, files: number, project: string): Promise<void> {
  await mkdir(ws, { recursive: true });
  await git(ws, "init", "-q", ".");
  const folders = files / 100;
  for (let i = 0; i < files; i++) {
    const path = join(ws, "src", `d${i % folders}`, `f${Math.floor(i / folders)}.py`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `# file ${i}\nVALUE = ${i}\n`);
  }
  await writeFile(join(ws, ".gitignore"), "node_modules/\n");
  for (const f of ["package.json", "package-lock.json"]) await copyFile(join(project, f), join(ws, f));
  await git(ws, "add", "-A");
  await git(ws, "commit", "-q", "-m", "generated");
}

// Installed packages: every folder of node_modules (at any depth) holding a package.json with a name.
async function packages(ws: string): Promise<number> {
  const out = (await run("find", ["node_modules", "-name", "package.json", "-path", "*node_modules/*", "-not", "-path", "*/node_modules/*/node_modules/*/*/*"], { cwd: ws, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 })).stdout;
  return new Set(out.split("\n").filter(Boolean).map((p) => p.replace(/\/package\.json$/, "")).filter((p) => /node_modules\/(@[^/]+\/)?[^/@]+$/.test(p))).size;
}
