import { readFileSync } from "node:fs";

/** True when `pid` runs and is not a zombie (a dead driver not yet reaped is as dead as a gone one). */
export function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    // No /proc (macOS): kill(0) succeeding is the best answer we have.
    return process.platform !== "linux";
  }
}
