/**
 * Which way can a real small model hand in an answer? Asked the self-build's answer rung straight
 * on the model's own server (no OpenCode, the three files pasted in, so only the channel
 * differs), `samples` times each way:
 *   block: end the reply with one ```json block (what answer tasks ask for; src/grade/answer/answer.ts)
 *   file:  call a `write` tool offered in the request, writing the answer to answer.json
 * Each sample is counted as produced (a block found / a write to answer.json called), parsed,
 * schema-valid, and correct (the rung's known answer: the same lines, the same count). The
 * grader's own extractor and schema check read the block, so "parsed" means what grading means.
 */
import { extractAnswer, schemaErrors } from "../../src/grade/answer/answer.js";
import { ANSWER_RUNG } from "../../src/selftest/index.js";

export interface ChannelTally {
  readonly produced: number;
  readonly parsed: number;
  readonly valid: number;
  readonly correct: number;
  /** What the server said when it refused the request (the file channel on a template with no tools), once. */
  readonly refused?: string;
}

export interface AnswerChannelRecord {
  readonly samples: number;
  readonly block: ChannelTally;
  readonly file: ChannelTally;
}

const SOURCES = ["src/dates.js", "src/money.js", "src/units.js"];
const EXPECTED = new Set(["src/dates.js:2", "src/money.js:3"]);

function prompt(channel: "block" | "file"): string {
  const files = SOURCES.map((f) => `${f}:\n\`\`\`js\n${ANSWER_RUNG.files[f]}\`\`\``).join("\n\n");
  const how =
    channel === "block"
      ? `End your reply with your answer as one \`\`\`json block that meets this JSON Schema:\n\`\`\`json\n${JSON.stringify(ANSWER_RUNG.answer!.schema)}\n\`\`\``
      : `Write your answer with the write tool to the file answer.json, as JSON that meets this JSON Schema:\n\`\`\`json\n${JSON.stringify(ANSWER_RUNG.answer!.schema)}\n\`\`\``;
  return `${ANSWER_RUNG.objective}\n\nThe files under src/ (line numbers start at 1):\n\n${files}\n\n${how}`;
}

const WRITE_TOOL = {
  type: "function",
  function: {
    name: "write",
    description: "Write a file.",
    parameters: { type: "object", required: ["filePath", "content"], properties: { filePath: { type: "string" }, content: { type: "string" } } },
  },
};

function judge(value: unknown): { valid: boolean; correct: boolean } {
  const valid = schemaErrors({ schema: ANSWER_RUNG.answer!.schema }, value).length === 0;
  if (!valid) return { valid, correct: false };
  const a = value as { calls: { file: string; line: number }[]; count: number };
  const got = new Set(a.calls.map((c) => `${c.file}:${c.line}`));
  return { valid, correct: a.count === EXPECTED.size && got.size === EXPECTED.size && [...EXPECTED].every((k) => got.has(k)) };
}

async function ask(url: string, alias: string, channel: "block" | "file"): Promise<{ text: string; calls: { name: string; arguments: string }[] } | { refused: string }> {
  const body = { model: alias, max_tokens: 1024, messages: [{ role: "user", content: prompt(channel) }], ...(channel === "file" ? { tools: [WRITE_TOOL] } : {}) };
  const res = await fetch(`${url}/v1/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal: AbortSignal.timeout(180_000) });
  const raw = await res.text();
  if (!res.ok) return { refused: `${res.status} ${raw.slice(0, 200)}` };
  const msg = (JSON.parse(raw) as { choices: { message: { content?: string | null; tool_calls?: { function: { name: string; arguments: string } }[] } }[] }).choices[0]?.message;
  return { text: msg?.content ?? "", calls: (msg?.tool_calls ?? []).map((c) => c.function) };
}

/** `samples` answers each way from the model at `url` (served as `alias`). */
export async function probeAnswerChannels(url: string, alias: string, samples = 5): Promise<AnswerChannelRecord> {
  const tally = { block: { produced: 0, parsed: 0, valid: 0, correct: 0 } as { -readonly [K in keyof ChannelTally]: ChannelTally[K] }, file: { produced: 0, parsed: 0, valid: 0, correct: 0 } as { -readonly [K in keyof ChannelTally]: ChannelTally[K] } };
  for (let i = 0; i < samples; i++) {
    // Interleaved, so both channels see the same server state and load.
    for (const channel of ["block", "file"] as const) {
      const t = tally[channel];
      const got = await ask(url, alias, channel);
      if ("refused" in got) {
        t.refused ??= got.refused;
        continue;
      }
      let value: unknown;
      if (channel === "block") {
        const found = /```[ \t]*json/i.test(got.text);
        const x = extractAnswer(got.text);
        if (found || x.ok) t.produced++;
        if (!x.ok) continue;
        value = x.value;
      } else {
        const call = got.calls.find((c) => c.name === "write" && /answer\.json/.test(c.arguments));
        if (!call) continue;
        t.produced++;
        try {
          const content = (JSON.parse(call.arguments) as { content?: unknown }).content;
          value = typeof content === "string" ? JSON.parse(content) : content;
        } catch {
          continue;
        }
      }
      t.parsed++;
      const j = judge(value);
      if (j.valid) t.valid++;
      if (j.correct) t.correct++;
    }
  }
  return { samples, block: tally.block, file: tally.file };
}
