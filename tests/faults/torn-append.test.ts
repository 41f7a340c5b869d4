/**
 * Regression: an append cut short by a full disk leaves a torn last line in events.jsonl. The
 * next event used to be glued onto it and lost with it (neither line parsed); it now starts on
 * a fresh line, so only the torn event is lost.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newJobId, readEvents, type Job } from "../../src/jobs/index.js";
import { LedgerWriter } from "../../src/jobs/ledger/index.js";

let root = "";
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe("torn append", () => {
  it("events - the event after a torn line is kept whole and readable", async () => {
    root = await mkdtemp(join(tmpdir(), "ocw-torn-"));
    const now = new Date().toISOString();
    const job: Job = { $schema: "urn:opencode-worker:schema:job:1", id: newJobId(), revision: 0, state: "validating", createdAt: now, updatedAt: now, taskFile: "t.yaml", workspace: "/w", objective: "o", slots: 1, budget: { minutes: 1 }, pending: [] };
    const w = await LedgerWriter.create(root, job, [{ type: "dispatched", task: "t.yaml", slots: 1, slotsFrom: "default" }]);
    // What a write cut short by ENOSPC leaves behind.
    await writeFile(w.paths.events, `${await readFile(w.paths.events, "utf8")}{"type":"lost","rev":2,"ts":"`);
    await w.event({ type: "state", state: "queued" });
    const events = await readEvents(root, job.id);
    expect(events.map((e) => e.type)).toEqual(["dispatched", "state"]);
    expect(events.at(-1)!.rev).toBe(w.job.revision);
  }, 10_000);
});
