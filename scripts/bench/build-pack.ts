import { execFile } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { buildPacks } from "../../src/pack/index.js";
import { median, sideBySide, type Bench } from "./harness.js";

const run = promisify(execFile);

/** `build-pack --all`: in-process, and as a user runs it (a cold `node dist/ocw.mjs` process). */
export function buildPackBench(root: string): Bench {
  return {
    name: "build-pack",
    title: "build-pack --all",
    async run() {
      const tmp = await mkdtemp(join(tmpdir(), "ocw-bench-pack-"));
      try {
        for (const d of ["protocol", "packs", "skills"]) await cp(join(root, d), join(tmp, d), { recursive: true });
        const packs = (await buildPacks({ root: tmp, check: true })).packs.length;
        const figures = await sideBySide(7, {
          "in-process build (write), all packs": () => buildPacks({ root: tmp }),
          "`node dist/ocw.mjs build-pack --all` (cold process)": () => run(process.execPath, [join(root, "dist/ocw.mjs"), "build-pack", "--all", "--root", tmp], { timeout: 60_000 }),
          "`node dist/ocw.mjs --version` (process start-up alone)": () => run(process.execPath, [join(root, "dist/ocw.mjs"), "--version"], { timeout: 60_000 }),
        });
        const [inproc, cold, bare] = figures.map((f) => median(f.runs));
        return {
          figures,
          notes: [
            `${packs} packs, 3 files each. The cold process spends ${(cold! - bare!).toFixed(0)} ms beyond bare start-up; in-process compilation of all packs takes ${inproc!.toFixed(1)} ms.`,
          ],
        };
      } finally {
        await rm(tmp, { recursive: true, force: true });
      }
    },
  };
}
