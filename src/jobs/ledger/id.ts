import { randomBytes } from "node:crypto";
import { ErrorCode, OcwError } from "../../error.js";

/** A job's id: `job_` + base36 time (sortable, so `ls` and FIFO order agree) + randomness. */
export type JobId = string & { readonly __brand: "JobId" };

const SHAPE = /^job_[0-9a-z]{9}[0-9a-f]{8}$/;

/** A new id; ids made later sort later (to the millisecond). */
export function newJobId(now: number = Date.now()): JobId {
  return `job_${now.toString(36).padStart(9, "0")}${randomBytes(4).toString("hex")}` as JobId;
}

/** Accept only well-formed ids, so a typo can never name a path outside the jobs folder. */
export function parseJobId(text: string): JobId {
  if (!SHAPE.test(text)) throw new OcwError(ErrorCode.InvalidInput, `"${text}" is not a job id (job ids look like job_0mhx2k3l7a1b2c3d4); list jobs with \`ocw jobs\``, { data: { job: text } });
  return text as JobId;
}
