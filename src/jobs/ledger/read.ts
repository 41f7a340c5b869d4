import { readdir, readFile } from "node:fs/promises";
import { ErrorCode, OcwError } from "../../error.js";
import { isKnownEvent, type JobEvent } from "./events.js";
import { parseJobId, type JobId } from "./id.js";
import type { Job } from "./job.js";
import { jobPaths } from "./paths.js";
import { checkState, readState, stateError } from "./state.js";

/**
 * Reading the ledger, for every client and for the driver taking a job over. Both files are
 * checked against their schemas (protocol/schemas/job.schema.json, job-event.schema.json): a
 * record or event edited or damaged outside ocw is a `STATE_INVALID` error naming the file (and
 * line), the field and the fix, never a wrong value passed on.
 */

/** Read a job record; NOT_FOUND names recent jobs so the caller can correct a typo. */
export async function readJob(root: string, id: JobId): Promise<Job> {
  const p = jobPaths(root, id);
  const text = await readFile(p.job, "utf8").catch((e: NodeJS.ErrnoException) => {
    if (e.code !== "ENOENT") throw new OcwError(ErrorCode.Io, `cannot read ${p.job} (${e.code}); check the state dir's permissions`, { cause: e });
    return undefined;
  });
  if (text === undefined) {
    const recent = (await listJobIds(root)).slice(-3).reverse();
    throw new OcwError(ErrorCode.NotFound, `no job ${id} in ${root}; ${recent.length ? `recent: ${recent.join(", ")}` : "there are no jobs yet"} (see \`ocw jobs\`)`, { data: { job: id, recent } });
  }
  // Replaced atomically by its one writer, so a record that does not read was damaged outside ocw.
  const r = readState<Job>("job", text, p.job);
  if (!r.ok) throw stateError(p.job, r.problems, `job ${id}'s record was changed outside ocw: put the field back as shown (the job's history is in ${p.events}), or move ${p.dir} out of ${root} to drop the job`);
  return r.value;
}

/** Every job id under `root`, oldest first. */
export async function listJobIds(root: string): Promise<JobId[]> {
  const names = await readdir(root).catch(() => [] as string[]);
  return names.filter((n) => n.startsWith("job_")).flatMap((n) => {
    try {
      return [parseJobId(n)];
    } catch {
      return [];
    }
  }).sort();
}

/**
 * Events with `rev > after`. A line that is not JSON is a torn append (a writer mid-append, or
 * one cut short by a full disk): skipped, as the next append starts on a fresh line. An event of
 * a type this version does not know was written by a newer ocw: skipped too. A known event whose
 * fields do not read is an error naming the line.
 */
export async function readEvents(root: string, id: JobId, after = 0): Promise<JobEvent[]> {
  const file = jobPaths(root, id).events;
  const text = await readFile(file, "utf8").catch(() => "");
  const out: JobEvent[] = [];
  for (const [i, line] of text.split("\n").entries()) {
    if (!line) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    // A wait reads the log again on every wake-up: lines the caller has seen were checked then.
    const rev = (value as { rev?: unknown } | null)?.rev;
    if (typeof rev === "number" && rev <= after) continue;
    const r = checkState<JobEvent>("event", value, `${file}:${i + 1}`);
    if (!r.ok) throw stateError(`${file}:${i + 1}`, r.problems, `the events of job ${id} are written only by its driver: put line ${i + 1} back as shown, or delete that line (the job record keeps the job's state)`);
    if (isKnownEvent(r.value)) out.push(r.value);
  }
  return out;
}
