import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { readState, writeAtomic, type JobId } from "./ledger/index.js";
import { pidAlive, withLock } from "../durable/index.js";

/**
 * Slots: at most N jobs run on the model at once, the rest wait FIFO. The table
 * (`<jobs>/slots.json`, schema protocol/schemas/slots.schema.json) is edited under a lock;
 * entries whose driver died are dropped at every look, so a killed driver never holds a slot for
 * ever (its re-adopted driver queues again).
 */

interface Entry {
  readonly job: JobId;
  readonly pid: number;
}

interface Table {
  queue: Entry[];
  running: Entry[];
}

async function edit<T>(root: string, fn: (t: Table) => T): Promise<T> {
  const file = join(root, "slots.json");
  return withLock(join(root, "slots.lock"), async () => {
    const before = await readFile(file, "utf8").catch(() => "");
    const read = readState<Table>("slots", before, file);
    // Missing or damaged: start empty; live drivers re-register on their next look.
    const table: Table = read.ok ? read.value : { queue: [], running: [] };
    table.queue = table.queue.filter((e) => pidAlive(e.pid));
    table.running = table.running.filter((e) => pidAlive(e.pid));
    const out = fn(table);
    const after = JSON.stringify(table);
    // A waiting driver looks every 100 ms: write only what changed, and without a flush (the
    // table means nothing after a machine crash, every driver in it died too).
    if (after !== before) await writeAtomic(file, after, { sync: false });
    return out;
  });
}

export interface SlotWait {
  /** Give up when this turns true (a cancel arrived): the place in the queue is released. */
  readonly cancelled?: () => boolean;
  /** Give up at this time (epoch ms): the queue deadline. */
  readonly deadline?: number;
  /**
   * The job already had a slot (a re-adopted driver of a job whose worker started): it takes its
   * slot back at once instead of queueing behind jobs that have not started.
   */
  readonly resume?: boolean;
}

/** Wait for a slot (FIFO among waiting jobs); a place given up (cancel, deadline) is released. */
export async function acquireSlot(root: string, job: JobId, slots: number, opts: SlotWait = {}): Promise<"granted" | "cancelled" | "timeout"> {
  const me: Entry = { job, pid: process.pid };
  for (;;) {
    const gaveUp = opts.cancelled?.() ? "cancelled" : opts.deadline !== undefined && Date.now() >= opts.deadline ? "timeout" : undefined;
    if (gaveUp) {
      await releaseSlot(root, job);
      return gaveUp;
    }
    const granted = await edit(root, (t) => {
      if (t.running.some((e) => e.job === job)) return true;
      if (opts.resume) {
        t.queue = t.queue.filter((e) => e.job !== job);
        t.running.push(me);
        return true;
      }
      if (!t.queue.some((e) => e.job === job)) t.queue.push(me);
      if (t.running.length >= slots || t.queue[0]?.job !== job) return false;
      t.queue.shift();
      t.running.push(me);
      return true;
    });
    if (granted) return "granted";
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Give the slot (or the queue place) back. Safe twice. */
export async function releaseSlot(root: string, job: JobId): Promise<void> {
  await edit(root, (t) => {
    t.queue = t.queue.filter((e) => e.job !== job);
    t.running = t.running.filter((e) => e.job !== job);
  });
}
