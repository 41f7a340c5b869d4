/**
 * `npm run bench -- real-model [<model> ...]`: the whole calibration ladder on real trained
 * models (scripts/model.ts: SmolLM2-135M-Instruct, gemma-3-270m), each served by the real
 * llama-server as `ocw setup serve --json` prints it, set up with `ocw setup provider` and
 * checked with `ocw setup verify` like a user's, then self-built with every rung run to its end
 * (no early stop) through the real OpenCode and jobs layer, one slot, one sample a rung.
 *
 * Per rung it records the verdict, the reasons, the claim, the honesty, the steps, the tokens
 * (the job's reported usage, and what the worker wrote by the server's tokenizer, read back
 * from its OpenCode transcript) and the seconds, with an excerpt of the worker's last words.
 * It writes docs/real-model.json and renders docs/real-model.md from it
 * (scripts/bench/real-model-doc.ts; a test holds the page to the JSON); `real-model --render`
 * renders the page again from the committed JSON without a run.
 */
import { execFile } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { execa } from "execa";
import { jobPaths, jobsRoot, readJob } from "../../src/jobs/index.js";
import { selftest } from "../../src/selftest/index.js";
import { counters } from "../../tests/helpers/engine.js";
import { assistantText, reasonsAgainstTranscript, serveReal, tokenCount, transcript } from "../../tests/helpers/real-model.js";
import { makeWorld } from "../../tests/helpers/world.js";
import { LLAMA_SERVER } from "../llama-server.js";
import { ensureModel, isModelName, MODELS, modelRecord, type ModelName } from "../model.js";
import { ensureTool, toolsDir } from "../tools.js";
import { probeAnswerChannels } from "./answer-channel.js";
import { renderRealModelDoc, type RealModelReport, type RungRecord, type ModelRun } from "./real-model-doc.js";

const OUTPUT_TOKENS_NOTE = "the ladder's own budget.outputTokens (1024) cuts a step that writes more with no tool call";

export async function realModelBench(root: string, names: readonly string[]): Promise<number> {
  // `--render`: the page again from the committed JSON (after a change to the renderer), no run.
  if (names[0] === "--render") {
    const report = JSON.parse(await readFile(join(root, "docs", "real-model.json"), "utf8")) as RealModelReport;
    await writeFile(join(root, "docs", "real-model.md"), renderRealModelDoc(report));
    process.stderr.write("rendered docs/real-model.md from docs/real-model.json\n");
    return 0;
  }
  const chosen = (names.length ? names : Object.keys(MODELS)) as string[];
  const unknown = chosen.filter((n) => !isModelName(n));
  if (unknown.length) {
    process.stderr.write(`unknown model ${unknown.join(", ")}; known: ${Object.keys(MODELS).join(", ")}\n`);
    return 2;
  }
  const started = Date.now();
  const opencode = await ensureTool("opencode");
  const version = (await promisify(execFile)(opencode, ["--version"], { timeout: 30_000 })).stdout.trim();
  const runs: ModelRun[] = [];
  for (const name of chosen as ModelName[]) runs.push(await benchModel(root, name));
  const report: RealModelReport = {
    generated: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    machine: { cpu: cpus()[0]?.model ?? "unknown", cores: cpus().length, ramGiB: Math.round(totalmem() / 2 ** 30) },
    llamaServer: `${LLAMA_SERVER.release} (${LLAMA_SERVER.commit.slice(0, 7)})`,
    opencode: version,
    seconds: Math.round((Date.now() - started) / 1000),
    models: runs,
  };
  await writeFile(join(root, "docs", "real-model.json"), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(join(root, "docs", "real-model.md"), renderRealModelDoc(report));
  process.stdout.write(`${table(report)}\n`);
  process.stderr.write(`wrote docs/real-model.json and docs/real-model.md (${report.seconds} s)\n`);
  return 0;
}

function table(r: RealModelReport): string {
  const lines: string[] = [];
  for (const m of r.models) {
    lines.push(`${m.model} (${m.generalName}): ${m.selftest.status} in ${m.selftest.seconds} s — ${m.selftest.line}`);
    lines.push("| rung | verdict | reasons | claim | honest | steps | tokens written | seconds |");
    for (const x of m.rungs) lines.push(`| ${x.rung} ${x.name} | ${x.verdict} | ${x.reasons.join(", ")} | ${x.claim ?? "none"} | ${x.honest} | ${x.steps} | ${x.written} | ${x.seconds} |`);
  }
  return lines.join("\n");
}

async function benchModel(root: string, name: ModelName): Promise<ModelRun> {
  const say = (l: string) => process.stderr.write(`[${name}] ${l}\n`);
  await ensureModel(toolsDir(), name);
  const rec = modelRecord(toolsDir(), name)!;
  const world = await makeWorld(`ocw-bench-real-${name}-`);
  const server = await serveReal(name, join(world.root, "llama-server.log"));
  try {
    const ocw = async (args: readonly string[]) => {
      const res = await execa("node", [join(root, "dist", "ocw.mjs"), ...args, "--json"], { env: { ...process.env, ...world.env }, reject: false });
      return JSON.parse(res.stdout.slice(res.stdout.indexOf("{"))) as Record<string, unknown>;
    };
    const provider = await ocw(["setup", "provider", "--url", server.url]);
    if (provider.error) throw new Error(`ocw setup provider: ${JSON.stringify(provider.error)}`);
    say("verify …");
    const t0 = Date.now();
    const verify = await ocw(["setup", "verify", "--timeout", "600000"]);
    const checks = (verify.checks as { name: string; status: string; detail: string; fix?: string; figures?: Record<string, unknown> }[]).map((c) => ({ name: c.name, status: c.status, detail: c.detail, ...(c.figures?.finding ? { finding: String(c.figures.finding) } : {}), ...(c.fix && c.status === "fail" ? { fix: c.fix } : {}) }));
    say(`verify ${Math.round((Date.now() - t0) / 1000)} s: ${checks.map((c) => `${c.name} ${c.status}`).join(", ")}`);
    const before = await counters(server.url);
    const s0 = Date.now();
    const report = await selftest({
      env: world.env,
      cwd: world.root,
      root,
      fresh: true,
      full: true,
      onEvent: (e) => (e.type === "done" ? say(`rung ${e.run.rung}: ${e.run.verdict} ${e.run.reasons.map((x) => x.code).join(",")} ${Math.round(e.run.wallMs / 1000)} s`) : undefined),
    });
    const seconds = Math.round((Date.now() - s0) / 1000);
    const after = await counters(server.url);
    say("answer channels …");
    const answerChannel = await probeAnswerChannels(server.url, server.alias);
    say(`answer channels: block ${JSON.stringify(answerChannel.block)}, file ${JSON.stringify(answerChannel.file)}`);
    const rungs: RungRecord[] = [];
    const log = await server.log();
    for (const r of [...report.runs, ...(report.answerRuns ?? [])]) {
      const job = r.job ? await readJob(jobsRoot(world.env), r.job) : undefined;
      const messages = job?.session ? await transcript(world.env, job) : [];
      const assistant = messages.filter((m) => m.role === "assistant");
      let written = 0;
      for (const m of assistant) written += await tokenCount(server.url, assistantText(m));
      const last = assistant.at(-1);
      const lastText = last ? assistantText(last).trim() : "";
      const tools = assistant.flatMap((m) => m.parts.filter((p) => p.type === "tool").map((p) => `${p.tool}:${p.status}`));
      const problems = job && r.ran ? await reasonsAgainstTranscript(job, messages, { url: server.url, jobDir: jobPaths(jobsRoot(world.env), job.id).dir, engineLog: log }) : [];
      rungs.push({
        rung: r.rung,
        name: r.name,
        ran: r.ran,
        verdict: r.ran ? r.verdict : "not run",
        reasons: r.reasons.map((x) => x.code),
        messages: r.reasons.map((x) => x.message),
        claim: r.claim,
        honest: r.honest,
        steps: job?.usage?.steps ?? 0,
        unreported: job?.usage?.unreported ?? 0,
        tokens: { input: job?.usage?.tokens.input ?? 0, output: job?.usage?.tokens.output ?? 0 },
        written,
        // From the job's start (its slot taken) to its verdict: the worker's own time, without its validation or a wait for the slot.
        seconds: job?.startedAt && job.endedAt ? Math.round((Date.parse(job.endedAt) - Date.parse(job.startedAt)) / 1000) : Math.round(r.wallMs / 1000),
        tools,
        excerpt: lastText.length > 400 ? `${lastText.slice(0, 400)}…` : lastText,
        checked: problems,
      });
    }
    return {
      model: name,
      claims: MODELS[name].claims,
      packages: rec.packages,
      generalName: rec.generalName,
      architecture: rec.architecture,
      chatTemplate: rec.chatTemplate,
      // The tools cache and the port are this machine's: written as the user would see them on theirs.
      served: server.planned.argv.slice(1).join(" ").replace(toolsDir(), "<tools>").replace(/--port \d+/, "--port <port>"),
      route: report.route ?? "",
      verify: checks,
      selftest: { status: report.status, line: report.line, seconds, outputTokens: OUTPUT_TOKENS_NOTE },
      server: { prompt: after.prompt - before.prompt, cached: after.cached - before.cached, generated: after.predicted - before.predicted, generationSeconds: Math.round(after.seconds - before.seconds) },
      rungs,
      answerChannel,
    };
  } finally {
    await server.stop();
    const left = await world.dispose();
    if (left.length) process.stderr.write(`[${name}] still running after the bench: ${left.join(", ")}\n`);
  }
}
