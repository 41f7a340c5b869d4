/**
 * Fuzzing the scripted model's scripts in-process: mutated replay YAML documents go through the
 * real parser (src/replay parseReplayYaml). Each must come back as a document or as one
 * REPLAY_INVALID error whose message names the problem — never another exception, a stack
 * overflow, or a megabyte of message. A document that parses is then served once by a real
 * replay server, which must answer (or refuse) the request rather than crash.
 */
import { describe, expect, it } from "vitest";
import { isOcwError } from "../../src/error.js";
import { parseReplayYaml, startReplayServer, type ReplayDocument } from "../../src/replay/index.js";
import { describeMutant, fuzzPlan, mutant } from "./gen.js";
import { MAX_STDERR } from "./harness.js";
import { seedReplay } from "./seeds.js";

const RUNS = 1_000;
const PLAN = fuzzPlan(RUNS);

/** Every way the parser's outcome breaks the rule; empty when it behaved. */
function judge(text: string): { problems: string[]; doc?: ReplayDocument } {
  try {
    return { problems: [], doc: parseReplayYaml(text, "fuzz.yaml") };
  } catch (e) {
    if (!isOcwError(e)) return { problems: [`threw ${e instanceof Error ? `${e.name}: ${e.message.slice(0, 300)}` : String(e)}`] };
    const problems: string[] = [];
    if (e.code !== "REPLAY_INVALID") problems.push(`code ${e.code}`);
    if (e.message.length > MAX_STDERR) problems.push(`message is ${e.message.length} chars`);
    if (!e.message.startsWith("fuzz.yaml")) problems.push("message does not name the file");
    for (const bad of ["[object Object]", "Maximum call stack", "TypeError"]) if (e.message.includes(bad)) problems.push(`message contains "${bad}"`);
    return { problems };
  }
}

/** One chat request to a server holding `doc`: it must answer with some status, not die. */
async function serveOnce(doc: ReplayDocument): Promise<string | undefined> {
  const server = await startReplayServer({ document: doc });
  try {
    for (const stream of [false, true]) {
      const res = await fetch(`${server.baseURL}/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-session-id": `s-${stream}` },
        body: JSON.stringify({ model: "replay", stream, messages: [{ role: "user", content: "go [[replay:constructor]]" }] }),
        // A "hang" or a slow turn is the script's right; the bound only proves the server lives.
        signal: AbortSignal.timeout(500),
      }).catch((e: Error) => e);
      if (res instanceof Error) {
        if (res.name === "TimeoutError" || /terminated|socket|reset|other side closed/i.test(`${res.message} ${String(res.cause)}`)) continue;
        return `request failed: ${res.message} ${String(res.cause)}`;
      }
      const body = await res.text().catch(() => "");
      if (res.status === 500) return `500: ${body.slice(0, 300)}`;
    }
    // Still serving after whatever the script did.
    const models = await fetch(`${server.baseURL}/models`, { signal: AbortSignal.timeout(5_000) });
    if (models.status !== 200) return `GET /models answered ${models.status}`;
    return undefined;
  } finally {
    await server.close();
  }
}

describe("fuzz: replay scripts", () => {
  it(`fuzz - ${PLAN.seeds.length} mutated replay documents through the parser: a document or one REPLAY_INVALID, never another error`, async () => {
    const { seeds } = PLAN;
    const failures: string[] = [];
    let parsed = 0;
    let served = 0;
    for (const seed of seeds) {
      const m = mutant(seed, seedReplay(), { formats: ["yaml", "json"], extraNames: ["turns", "tools", "fault", "choose", "when", "goto", "times", "raw", "status", "default", "scripts"] });
      const { problems, doc } = judge(m.bytes.toString("utf8"));
      if (problems.length) failures.push(`${problems.join("; ")}\n${describeMutant(m)}`);
      if (!doc) continue;
      parsed++;
      // Serving costs a server start: every parsed document for a replayed seed, else a sample.
      if (seeds.length > 1 && served >= Number(process.env.OCW_FUZZ_SERVED ?? 25)) continue;
      served++;
      const broke = await serveOnce(doc);
      if (broke) failures.push(`server: ${broke}\n${describeMutant(m)}`);
    }
    console.log(`replay fuzz: ${seeds.length} seeds from ${seeds[0]}; ${parsed} parsed, ${served} served`);
    expect(failures.slice(0, 5).join("\n\n"), `${failures.length} failing inputs`).toBe("");
  }, 300_000);
});
