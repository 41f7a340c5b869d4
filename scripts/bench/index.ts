/**
 * `npm run bench [-- <name>...]`: run the benchmarks (all, or the named ones), print each
 * section, and update its section of docs/benchmarks.md (other sections are kept).
 */
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildPackBench } from "./build-pack.js";
import { connectorBench } from "./connector.js";
import { gradeOverheadBench } from "./grade-overhead.js";
import { jobsBench } from "./jobs.js";
import { renderSection, type Bench } from "./harness.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const DOC = join(root, "docs", "benchmarks.md");
const BENCHES: readonly Bench[] = [buildPackBench(root), gradeOverheadBench(), connectorBench(root), jobsBench(root)];

const PREAMBLE = `# Benchmarks

Produced by \`npm run bench\` (\`scripts/bench/\`). Every figure is the median of several runs;
figures compared with each other were measured side by side, interleaved, in the same
invocation, because this machine is noisy and ratios are what count. A target that was missed
is marked **missed**. Re-run one section with \`npm run bench -- <name>\`.
`;

async function main(names: string[]): Promise<number> {
  const unknown = names.filter((n) => !BENCHES.some((b) => b.name === n));
  if (unknown.length) {
    process.stderr.write(`unknown bench ${unknown.join(", ")}; known: ${BENCHES.map((b) => b.name).join(", ")}\n`);
    return 2;
  }
  const chosen = names.length ? BENCHES.filter((b) => names.includes(b.name)) : BENCHES;
  let doc = await readFile(DOC, "utf8").catch(() => PREAMBLE);
  const when = new Date().toISOString().slice(0, 10);
  for (const bench of chosen) {
    process.stderr.write(`bench ${bench.name} …\n`);
    const section = renderSection(bench, await bench.run(), when);
    process.stdout.write(`${section}\n\n`);
    doc = replaceSection(doc, bench.name, section);
  }
  await writeFile(DOC, doc);
  process.stderr.write(`updated ${DOC}\n`);
  return 0;
}

function replaceSection(doc: string, name: string, section: string): string {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${section}\n${end}`;
  const i = doc.indexOf(start);
  const j = doc.indexOf(end);
  if (i >= 0 && j > i) return doc.slice(0, i) + block + doc.slice(j + end.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}

process.exitCode = await main(process.argv.slice(2));
