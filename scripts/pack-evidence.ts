/**
 * `npx tsx scripts/pack-evidence.ts <pack dir>`: the evidence behind a pack's earned grade, kept
 * beside it as `evidence.json` — every ladder sample that `ocw pack earn` ran, read from the jobs
 * of its lab folder (`<state>/lab/<slug>`, or `--lab <dir>`): rung, sample, verdict, reasons,
 * the worker's RESULT line, steps, seconds and its last words. Samples the ladder did not run
 * (stopped early, once rung k had decided) are counted, not listed. Run it right after `pack
 * earn`: only the jobs of the grade's own run (its `generated` time) are read.
 */
import { readFile, writeFile } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { jobPaths, jobsRoot, listJobIds, readJob } from "../src/jobs/index.js";
import { stateRoot } from "../src/paths/index.js";

interface Sample {
  readonly rung: number;
  readonly sample: number;
  readonly verdict: string;
  readonly reasons: readonly { readonly code: string; readonly message: string }[];
  readonly claim: string | null;
  readonly steps: number;
  readonly seconds: number;
  readonly lastWords: string;
}

async function main(argv: string[]): Promise<number> {
  const labAt = argv.indexOf("--lab");
  const lab = labAt >= 0 ? argv.splice(labAt, 2)[1] : undefined;
  const pack = argv[0];
  if (!pack) {
    process.stderr.write("usage: npx tsx scripts/pack-evidence.ts <pack dir> [--lab <lab folder>]\n");
    return 2;
  }
  const dir = resolve(pack);
  const slug = basename(dir);
  const grade = JSON.parse(await readFile(join(dir, "grade.json"), "utf8")) as { status: string; key: string; generated?: string; note?: string };
  if (grade.status !== "earned" || !grade.generated) {
    process.stderr.write(`${join(dir, "grade.json")} is ${grade.status}: run ocw pack earn ${pack} first\n`);
    return 1;
  }
  const home = lab ?? join(stateRoot(process.env, process.cwd()), "lab", slug);
  const root = jobsRoot({ OCW_HOME: home });
  const runStarted = Date.parse(grade.generated);
  const samples: Sample[] = [];
  let stopped = 0;
  for (const id of await listJobIds(root)) {
    const job = await readJob(root, id);
    const m = /rung-(\d+)-(\d+)[/\\]task\.json$/.exec(job.taskFile);
    // Only this grade's run: its jobs were created from the ladder's start, before `generated`.
    if (!m || Date.parse(job.createdAt) > runStarted || runStarted - Date.parse(job.createdAt) > 6 * 3600_000) continue;
    if (job.state === "cancelled") {
      stopped++;
      continue;
    }
    const final = JSON.parse(await readFile(join(jobPaths(root, id).dir, "final.json"), "utf8").catch(() => "{}")) as { text?: string };
    const text = (final.text ?? "").trim();
    samples.push({
      rung: Number(m[1]),
      sample: Number(m[2]),
      verdict: job.state,
      reasons: (job.reasons ?? []).map((r) => ({ code: r.code, message: r.message })),
      claim: job.claim ?? null,
      steps: job.usage?.steps ?? 0,
      seconds: job.startedAt && job.endedAt ? Math.round((Date.parse(job.endedAt) - Date.parse(job.startedAt)) / 1000) : 0,
      lastWords: text.length > 300 ? `${text.slice(0, 300)}…` : text,
    });
  }
  samples.sort((a, b) => a.rung - b.rung || a.sample - b.sample);
  if (samples.length === 0) {
    process.stderr.write(`no ladder job of the grade's run (${grade.generated}) in ${root}; give the lab folder with --lab\n`);
    return 1;
  }
  const evidence = { key: grade.key, generated: grade.generated, note: grade.note, stoppedEarly: stopped, samples };
  await writeFile(join(dir, "evidence.json"), `${JSON.stringify(evidence, null, 2)}\n`);
  process.stdout.write(`wrote ${join(dir, "evidence.json")}: ${samples.length} samples, ${stopped} stopped early\n`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
