/**
 * `npm run bench [-- <name>...]`: run the benchmarks (all, or the named ones), print each
 * section, and update its section of docs/benchmarks.md (other sections are kept). The
 * preamble and the machine header (CPU, cores, RAM, node, opencode, load average at the start)
 * are rewritten on every run, followed by the targets of the benches that ran.
 * `npm run bench -- real-model [<model>...]` runs the ladder on real trained models instead
 * (scripts/bench/real-model.ts), writing docs/real-model.json and docs/real-model.md.
 */
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bootBench } from "./boot.js";
import { buildPackBench } from "./build-pack.js";
import { connectorBench } from "./connector.js";
import { environmentBench } from "./environment.js";
import { gradeOverheadBench } from "./grade-overhead.js";
import { realReposBench } from "./realrepos.js";
import { jobsBench } from "./jobs.js";
import { mcpBench } from "./mcp.js";
import { taskBench } from "./task.js";
import { skillTokensBench } from "./skill-tokens.js";
import { economyBench } from "./economy.js";
import { realModelBench } from "./real-model.js";
import { loadText, machineInfo, ratioMet, renderSection, type Bench, type Ratio } from "./harness.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const DOC = join(root, "docs", "benchmarks.md");
const BENCHES: readonly Bench[] = [buildPackBench(root), gradeOverheadBench(), environmentBench(), realReposBench(), mcpBench(root), connectorBench(root), bootBench(root), taskBench(root), jobsBench(root), skillTokensBench(), economyBench(root)];

const PREAMBLE = `# Benchmarks

Produced by \`npm run bench\` (\`scripts/bench/\`). Every figure is the median of at least five
runs; figures compared with each other were measured side by side, interleaved, in the same
invocation, because this machine is noisy and ratios are what count. A target that was missed
is marked **missed**, with its number. Re-run one section with \`npm run bench -- <name>\`.
`;

async function main(names: string[]): Promise<number> {
  // The real-model ladder is its own page (docs/real-model.md), not a section of benchmarks.md.
  if (names[0] === "real-model") return realModelBench(root, names.slice(1));
  const unknown = names.filter((n) => !BENCHES.some((b) => b.name === n));
  if (unknown.length) {
    process.stderr.write(`unknown bench ${unknown.join(", ")}; known: ${BENCHES.map((b) => b.name).join(", ")}\n`);
    return 2;
  }
  const chosen = names.length ? BENCHES.filter((b) => names.includes(b.name)) : BENCHES;
  const started = new Date();
  const header = await machineInfo(started);
  process.stderr.write(`${header}\n\n`);
  const when = started.toISOString().slice(0, 10);
  const targets: { bench: Bench; ratio: Ratio }[] = [];
  const failed: string[] = [];
  const sections: { name: string; text: string }[] = [];
  for (const bench of chosen) {
    process.stderr.write(`bench ${bench.name} … (load ${loadText()})\n`);
    const load = loadText();
    let section: string;
    try {
      const result = await bench.run();
      section = renderSection(bench, result, when, load);
      for (const ratio of result.ratios ?? []) if (ratio.target) targets.push({ bench, ratio });
    } catch (e) {
      // One broken bench must not cost the others' figures; its section says what happened.
      const message = e instanceof Error ? e.message : String(e);
      failed.push(bench.name);
      section = `## ${bench.title}\n\n**failed** on ${when} (load average at its start ${load}): ${message.split("\n")[0]}`;
      process.stderr.write(`bench ${bench.name} failed: ${message}\n`);
    }
    process.stdout.write(`${section}\n\n`);
    sections.push({ name: bench.name, text: section });
  }
  // Read the document only now: others may have edited it while the benches ran.
  let doc = await readFile(DOC, "utf8").catch(() => PREAMBLE);
  const rows = targets.map(({ bench, ratio }) => `| ${bench.name} | ${ratio.label} | ${ratio.value.toFixed(2)} | ${ratio.target!.op} ${ratio.target!.value} | ${ratioMet(ratio) ? "yes" : "**missed**"} |`);
  const previous = sectionOf(doc, "machine");
  // A partial run keeps the full run's header and updates only its own benches' rows.
  const summary =
    names.length && previous?.includes(TARGETS_HEAD)
      ? mergeTargets(previous, chosen, rows, `Re-run since: ${chosen.map((b) => b.name).join(", ")} (started ${started.toISOString().replace(/\.\d+Z$/, "Z")}, load average ${loadText()}).`)
      : [
          header,
          "",
          `Targets of this run (${chosen.map((b) => b.name).join(", ")}; sections not re-run keep their earlier figures):`,
          "",
          TARGETS_HEAD,
          "|---|---|---:|---:|:---:|",
          ...rows,
          ...(failed.length ? ["", `**failed** benches: ${failed.join(", ")} (see their sections).`] : []),
        ].join("\n");
  doc = withPreamble(replaceSection(doc, "machine", summary));
  for (const s of sections) doc = replaceSection(doc, s.name, s.text);
  await writeFile(DOC, doc);
  process.stderr.write(`updated ${DOC}\n`);
  return failed.length ? 1 : 0;
}

const TARGETS_HEAD = "| bench | ratio | value | target | met |";

function sectionOf(doc: string, name: string): string | undefined {
  const start = `<!-- bench:${name} -->\n`;
  const i = doc.indexOf(start);
  const j = doc.indexOf(`\n<!-- /bench:${name} -->`);
  return i >= 0 && j > i ? doc.slice(i + start.length, j) : undefined;
}

/** Replace the target rows of the benches that ran, keep the others, in BENCHES order. */
function mergeTargets(previous: string, chosen: readonly Bench[], rows: readonly string[], note: string): string {
  const lines = previous.split("\n");
  const head = lines.indexOf(TARGETS_HEAD);
  let end = head + 2;
  while (end < lines.length && lines[end]!.startsWith("| ")) end++;
  const ran = new Set(chosen.map((b) => b.name));
  const benchOf = (row: string): string => row.split("|")[1]!.trim();
  const order = (row: string): number => BENCHES.findIndex((b) => b.name === benchOf(row));
  const kept = lines.slice(head + 2, end).filter((r) => !ran.has(benchOf(r)));
  const merged = [...kept, ...rows].sort((a, b) => order(a) - order(b));
  const after = lines.slice(end).filter((l) => !l.startsWith("Re-run since:"));
  return [...lines.slice(0, head + 2), ...merged, ...after, ...(after.at(-1) === "" ? [] : [""]), note].join("\n");
}

// Everything before the first section is generated: the preamble, then the machine section.
function withPreamble(doc: string): string {
  const machine = doc.indexOf("<!-- bench:machine -->");
  const first = doc.indexOf("<!-- bench:");
  const body = first >= 0 ? doc.slice(first) : "";
  if (machine > first) {
    // The machine section was appended at the end: move it to the front.
    const end = doc.indexOf("<!-- /bench:machine -->") + "<!-- /bench:machine -->".length;
    const block = doc.slice(machine, end);
    return `${PREAMBLE}\n${block}\n\n${(doc.slice(first, machine) + doc.slice(end)).trim()}\n`;
  }
  return `${PREAMBLE}\n${body}`;
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
