import { defineConfig } from "vitest/config";

// Files that load the whole machine on purpose run alone, after every other file has finished:
// their load must slow only themselves, not fail a neighbour's fixed test timeout.
const ALONE = ["tests/faults/busy-machine.test.ts"];

export default defineConfig({
  test: {
    // The real opencode and claude binaries are installed once, through the project's own script.
    globalSetup: ["tests/helpers/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    projects: [
      { extends: true, test: { name: "suite", include: ["tests/**/*.test.ts"], exclude: ALONE, sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: "alone", include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
