import { createRequire as __ocwCreateRequire } from 'node:module';
const require = __ocwCreateRequire(import.meta.url);
import {
  ErrorCode,
  HARNESS_RANGE,
  INSTALL_HINT,
  OcwError,
  PROVIDER_NPM,
  TOO_DEEP,
  buildPacks,
  cancel,
  catalogModel,
  configDirFiles,
  describeContainment,
  dispatch,
  dispatchSettled,
  driverExited,
  ensureServer,
  findOpencode,
  formatProblem,
  git,
  installOpencode,
  isOcwError,
  isStackOverflow,
  isTerminal,
  jobResult,
  jobsRoot,
  judgeClaim,
  judgeGrade,
  loadPack,
  loadProtocol,
  openCodeFiles,
  parseClaim,
  permit,
  readActiveTarget,
  reasonFor,
  require__,
  require_dist,
  serverUsers,
  settingsForKey,
  staleReason,
  stateRoot,
  stopHost,
  stopServer,
  targetKey,
  targetSlug,
  tooDeep,
  waitJob,
  writeAtomic
} from "./shared-src-schema-precompiled-gen.mjs";
import {
  __toESM
} from "./shared-empty.mjs";

// src/selftest/ladder.ts
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

// src/replay/script.ts
var import__ = __toESM(require__(), 1);
var import_yaml = __toESM(require_dist(), 1);
import { readFile } from "node:fs/promises";

// protocol/schemas/replay.schema.json
var replay_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "urn:opencode-worker:schema:replay:1",
  title: "opencode-worker replay script (the scripted model)",
  description: "Scripts for the replay model: an OpenAI-compatible server on loopback that answers each chat completion from a script instead of a real model. Each OpenCode session gets its own cursor; every request consumes one turn.",
  type: "object",
  required: ["replay", "scripts"],
  additionalProperties: false,
  properties: {
    $schema: { type: "string", description: "Path or URL of this schema, for editors." },
    replay: { const: 1, description: "Version of this script format.", examples: [1] },
    models: {
      type: "array",
      description: "Model ids served by GET /v1/models (any id is answered; these are the ones listed).",
      items: { type: "string", minLength: 1 },
      minItems: 1,
      uniqueItems: true,
      examples: [["replay"]]
    },
    default: {
      type: "string",
      description: 'The script for a session whose prompt names none with [[replay:<name>]]; defaults to the script called "default", else the only script.',
      examples: ["default"]
    },
    scripts: {
      type: "object",
      description: "Named scripts. A prompt selects one by containing [[replay:<name>]].",
      minProperties: 1,
      propertyNames: { pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$" },
      additionalProperties: { $ref: "#/$defs/script" },
      examples: [{ default: { turns: [{ text: "nothing to do", result: "built" }] } }]
    }
  },
  $defs: {
    script: {
      type: "object",
      description: "One scripted session: the model's answers, one per request, in order.",
      required: ["turns"],
      additionalProperties: false,
      properties: {
        description: { type: "string", description: "What this script exercises." },
        turns: { type: "array", minItems: 1, items: { $ref: "#/$defs/turn" }, description: "The answers, in order; each request consumes one (see `times`)." }
      }
    },
    turn: {
      description: "One answer, or a choice between answers by what the request contains.",
      anyOf: [{ $ref: "#/$defs/reply" }, { $ref: "#/$defs/choice" }],
      examples: [{ tools: [{ write: { filePath: "hello.txt", content: "hi\n" } }] }]
    },
    choice: {
      type: "object",
      description: "Branch on the text the model receives: the first option whose `when` matches answers; an option without `when` matches always.",
      required: ["choose"],
      additionalProperties: false,
      properties: {
        id: { $ref: "#/$defs/id" },
        choose: { type: "array", minItems: 1, items: { $ref: "#/$defs/option" } }
      }
    },
    option: {
      type: "object",
      additionalProperties: false,
      properties: {
        when: { $ref: "#/$defs/match" },
        text: { $ref: "#/$defs/text" },
        reasoning: { $ref: "#/$defs/reasoning" },
        tools: { $ref: "#/$defs/tools" },
        rawTools: { $ref: "#/$defs/rawTools" },
        result: { $ref: "#/$defs/result" },
        delayMs: { $ref: "#/$defs/delayMs" },
        dripMs: { $ref: "#/$defs/dripMs" },
        fault: { $ref: "#/$defs/fault" },
        usage: { $ref: "#/$defs/usage" },
        goto: { $ref: "#/$defs/goto" }
      }
    },
    reply: {
      type: "object",
      description: "One model answer: text and/or tool calls, an optional final RESULT line, timing, or a fault.",
      additionalProperties: false,
      minProperties: 1,
      properties: {
        id: { $ref: "#/$defs/id" },
        text: { $ref: "#/$defs/text" },
        reasoning: { $ref: "#/$defs/reasoning" },
        tools: { $ref: "#/$defs/tools" },
        rawTools: { $ref: "#/$defs/rawTools" },
        result: { $ref: "#/$defs/result" },
        delayMs: { $ref: "#/$defs/delayMs" },
        dripMs: { $ref: "#/$defs/dripMs" },
        fault: { $ref: "#/$defs/fault" },
        usage: { $ref: "#/$defs/usage" },
        times: {
          description: 'How many requests this turn answers before the cursor moves on; "always" never moves (e.g. a fault every retry hits).',
          anyOf: [{ type: "integer", minimum: 1 }, { const: "always" }],
          examples: ["always"]
        },
        goto: { $ref: "#/$defs/goto" }
      }
    },
    id: { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$", description: "A label for `goto`.", examples: ["after-steer"] },
    goto: { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$", description: "After answering, continue at the turn with this id.", examples: ["after-steer"] },
    reasoning: { type: "string", description: "Reasoning streamed before the text, as llama.cpp and vLLM send it (`reasoning_content` deltas); OpenCode keeps it as a reasoning part.", examples: ["The user wants hello.txt."] },
    text: { type: "string", description: "Assistant text. ${cwd} is replaced by the session's working directory.", examples: ["- reading greet.py"] },
    result: {
      type: "string",
      pattern: "^(built|honest-failure: .+)$",
      description: "Appends the protocol's last line `RESULT: <result>` to the text.",
      examples: ["built"]
    },
    delayMs: { type: "integer", minimum: 0, maximum: 6e5, description: "Wait this long before answering.", examples: [1500] },
    dripMs: { type: "integer", minimum: 1, maximum: 6e4, description: "Stream the text one word at a time, this many ms apart (a slow model).", examples: [200] },
    usage: {
      type: "object",
      description: "Token counts reported for this answer (default 100 in, 10 out). A stream carries them only when the request asks (`stream_options.include_usage`), as llama-server's does.",
      additionalProperties: false,
      properties: {
        input: { type: "integer", minimum: 0 },
        output: { type: "integer", minimum: 0 }
      },
      examples: [{ input: 1e3, output: 50 }]
    },
    fault: {
      description: 'Fail instead of answering: an HTTP status with an error body (`{error: {message, type, code, ...error}}`), "hang" (never answer), "reset" (drop the connection), "malformed" (a broken stream), or `raw` bytes sent as a 200 answer (for fuzzing: a provider\'s garbage, byte for byte).',
      anyOf: [
        { enum: ["hang", "reset", "malformed"] },
        {
          type: "object",
          required: ["raw"],
          additionalProperties: false,
          properties: {
            raw: { type: "string", description: "The whole response body, e.g. SSE `data:` lines; with encoding base64, any bytes (invalid UTF-8 included)." },
            encoding: { enum: ["utf8", "base64"], description: "How `raw` is written (default utf8)." }
          }
        },
        {
          type: "object",
          required: ["status"],
          additionalProperties: false,
          properties: {
            status: { type: "integer", minimum: 400, maximum: 599 },
            message: { type: "string" },
            retryAfter: { type: "integer", minimum: 0, description: "Seconds, sent as the Retry-After header (a provider's rate limit)." },
            error: {
              type: "object",
              description: "More fields of the body's `error` object, sent after its `message`, `type` and `code` (a `type` here replaces `replay_fault`): a server's own error shape, such as llama.cpp's context overflow, which sends its sizes as fields and none in its message.",
              propertyNames: { not: { enum: ["message", "code"] } },
              examples: [{ type: "exceed_context_size_error", n_prompt_tokens: 5120, n_ctx: 4096 }]
            }
          }
        }
      ],
      examples: [{ status: 500, message: "upstream exploded" }, { status: 400, message: "the request exceeds the available context size, try increasing it", error: { type: "exceed_context_size_error", n_prompt_tokens: 5120, n_ctx: 4096 } }]
    },
    tools: {
      type: "array",
      minItems: 1,
      description: "Tool calls, each `{<tool>: {<arguments>}}`. Known tools are checked: write, edit, bash, read, glob; other names pass through. ${cwd} in any string is replaced by the working directory.",
      items: { $ref: "#/$defs/call" },
      examples: [[{ bash: { command: "ls", description: "list files" } }]]
    },
    rawTools: {
      type: "array",
      minItems: 1,
      description: "Tool calls whose `arguments` string is sent exactly as written, after any `tools`: how a model that emits cut-off or invalid JSON arguments is scripted. ${cwd} is replaced as in `tools`.",
      items: {
        type: "object",
        required: ["name", "arguments"],
        additionalProperties: false,
        properties: { name: { type: "string", minLength: 1 }, arguments: { type: "string" } }
      },
      examples: [[{ name: "write", arguments: '{"filePath": "calc.py", "content": "def add(a, b):' }]]
    },
    call: {
      type: "object",
      minProperties: 1,
      maxProperties: 1,
      description: "One tool call: a single key, the tool name, holding its arguments.",
      properties: {
        write: {
          type: "object",
          required: ["filePath", "content"],
          additionalProperties: false,
          properties: { filePath: { type: "string" }, content: { type: "string" } }
        },
        edit: {
          type: "object",
          required: ["filePath", "oldString", "newString"],
          additionalProperties: false,
          properties: { filePath: { type: "string" }, oldString: { type: "string" }, newString: { type: "string" }, replaceAll: { type: "boolean" } }
        },
        bash: {
          type: "object",
          required: ["command", "description"],
          additionalProperties: false,
          properties: { command: { type: "string" }, description: { type: "string" }, timeout: { type: "integer", minimum: 1 } }
        },
        read: {
          type: "object",
          required: ["filePath"],
          additionalProperties: false,
          properties: { filePath: { type: "string" }, offset: { type: "integer", minimum: 0 }, limit: { type: "integer", minimum: 1 } }
        },
        glob: {
          type: "object",
          required: ["pattern"],
          additionalProperties: false,
          properties: { pattern: { type: "string" }, path: { type: "string" } }
        }
      },
      additionalProperties: { type: "object" }
    },
    match: {
      type: "object",
      description: "What the request must contain, searched in the text of its user messages (the prompt, and any steering sent since).",
      minProperties: 1,
      additionalProperties: false,
      properties: {
        contains: { type: "string", minLength: 1 },
        notContains: { type: "string", minLength: 1 },
        toolResultContains: { type: "string", minLength: 1, description: "Searched in tool results instead (e.g. a denial)." }
      },
      examples: [{ contains: "use v2" }]
    }
  }
};

// src/replay/script.ts
var validate;
function parseReplayDocument(value, source = "replay script") {
  validate ??= new import__.Ajv2020({ allErrors: true, strict: true, strictRequired: false }).compile(replay_schema_default);
  if (tooDeep(value)) throw invalid(source, [`(top): ${TOO_DEEP}`]);
  if (!validate(value)) throw invalid(source, (validate.errors ?? []).map(explain));
  const doc = value;
  const problems = [];
  for (const [name, script] of Object.entries(doc.scripts)) {
    const ids = new Set(script.turns.flatMap((t) => t.id === void 0 ? [] : [t.id]));
    script.turns.forEach((t, i) => {
      const gotos = "choose" in t ? t.choose.map((o) => o.goto) : [t.goto];
      for (const g of gotos) if (g !== void 0 && !ids.has(g)) problems.push(`scripts.${name}.turns[${i}]: goto "${g}" names no turn; give a turn \`id: ${g}\``);
    });
  }
  if (doc.default !== void 0 && !Object.hasOwn(doc.scripts, doc.default)) problems.push(`default: no script named "${doc.default}"; scripts: ${Object.keys(doc.scripts).join(", ")}`);
  if (problems.length) throw invalid(source, problems);
  return doc;
}
function parseReplayYaml(text, source = "replay script") {
  let value;
  try {
    value = (0, import_yaml.parse)(text, { uniqueKeys: true, logLevel: "error" });
  } catch (e) {
    if (isStackOverflow(e) || isStackOverflow(e.cause)) throw invalid(source, [`(top): ${TOO_DEEP}`]);
    throw invalid(source, [`YAML syntax error: ${e.message.split("\n")[0]}`]);
  }
  return parseReplayDocument(value, source);
}
async function loadReplayScript(path) {
  let text;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    throw new OcwError(ErrorCode.NotFound, `cannot read replay script ${path}: ${e.message}; check the path`, { cause: e });
  }
  return parseReplayYaml(text, path);
}
function invalid(source, problems) {
  const shown = problems.slice(0, 20).map((p) => p.length > 300 ? `${p.slice(0, 297)}\u2026` : p);
  if (problems.length > shown.length) shown.push(`\u2026 and ${problems.length - shown.length} more`);
  return new OcwError(ErrorCode.ReplayInvalid, `${source} is invalid (${problems.length} problem${problems.length === 1 ? "" : "s"}): ${shown.join("; ")}; see protocol/schemas/replay.schema.json`, {
    data: { source, problems }
  });
}
function explain(e) {
  const path = e.instancePath.split("/").slice(1).reduce((acc, seg) => /^\d+$/.test(seg) ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg, "");
  if (e.keyword === "additionalProperties") return `${path || "(top)"}: unknown field "${String(e.params.additionalProperty)}"`;
  if (e.keyword === "required") return `${path || "(top)"}: missing "${String(e.params.missingProperty)}"`;
  return `${path || "(top)"}: ${e.message ?? e.keyword}`;
}

// src/replay/server.ts
import { createHash } from "node:crypto";
import { once } from "node:events";
import { appendFile } from "node:fs/promises";
import { createServer } from "node:http";

// src/replay/cursor.ts
var MARKER = /\[\[replay:([A-Za-z0-9][A-Za-z0-9._-]*)\]\]/;
var Cursors = class {
  #doc;
  #cursors = /* @__PURE__ */ new Map();
  #bound = /* @__PURE__ */ new Map();
  constructor(doc) {
    this.#doc = doc;
  }
  /** Make `session` follow `script` from its next request on (restarting its cursor). */
  bind(session, script) {
    if (!Object.hasOwn(this.#doc.scripts, script)) throw new OcwError(ErrorCode.ReplayInvalid, `no replay script named "${script}"; scripts: ${Object.keys(this.#doc.scripts).join(", ")}`);
    this.#bound.set(session, script);
    this.#cursors.delete(session);
  }
  /** Decide the answer to `req` from session `session` and move that session's cursor. */
  next(session, req) {
    let cursor = this.#cursors.get(session);
    if (!cursor) {
      const name = this.#bound.get(session) ?? MARKER.exec(userText(req))?.[1] ?? this.#defaultName();
      if (name === void 0 || !Object.hasOwn(this.#doc.scripts, name)) {
        return { kind: "refuse", message: `replay: no script named "${name ?? "(none)"}"; scripts: ${Object.keys(this.#doc.scripts).join(", ")}` };
      }
      cursor = { script: name, index: 0, used: 0 };
      this.#cursors.set(session, cursor);
    }
    const script = this.#doc.scripts[cursor.script];
    const turn = script.turns[cursor.index];
    if (turn === void 0) return { kind: "exhausted", script: cursor.script, turn: cursor.index };
    const at = cursor.index;
    if ("choose" in turn) {
      const option = turn.choose.findIndex((o) => o.when === void 0 || matches(o.when, req));
      if (option < 0) return { kind: "refuse", script: cursor.script, turn: at, message: `replay: no option of scripts.${cursor.script}.turns[${at}] matches this request` };
      const chosen = turn.choose[option];
      this.#advance(script, cursor, chosen.goto, 1);
      return { kind: "answer", script: cursor.script, turn: at, option, answer: chosen };
    }
    this.#advance(script, cursor, turn.goto, turn.times ?? 1);
    return { kind: "answer", script: cursor.script, turn: at, answer: turn };
  }
  #defaultName() {
    const names = Object.keys(this.#doc.scripts);
    return this.#doc.default ?? (names.includes("default") ? "default" : names.length === 1 ? names[0] : void 0);
  }
  #advance(script, cursor, goto, times) {
    if (goto !== void 0) {
      cursor.index = script.turns.findIndex((t) => t.id === goto);
      cursor.used = 0;
      return;
    }
    if (times === "always") return;
    cursor.used++;
    if (cursor.used < times) return;
    cursor.index++;
    cursor.used = 0;
  }
};
function userText(req) {
  return req.messages.filter((m) => m.role === "user").map((m) => contentText(m.content)).join("\n");
}
function systemText(req) {
  return req.messages.filter((m) => m.role === "system").map((m) => contentText(m.content)).join("\n");
}
function workingDirectory(req) {
  return /Working directory: (.+)/.exec(systemText(req))?.[1]?.trim();
}
function toolText(req) {
  return req.messages.filter((m) => m.role === "tool").map((m) => contentText(m.content)).join("\n");
}
function contentText(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((p) => typeof p === "object" && p !== null && typeof p.text === "string" ? p.text : "").join("");
  return "";
}
function matches(when, req) {
  const user = userText(req);
  if (when.contains !== void 0 && !user.includes(when.contains)) return false;
  if (when.notContains !== void 0 && user.includes(when.notContains)) return false;
  if (when.toolResultContains !== void 0 && !toolText(req).includes(when.toolResultContains)) return false;
  return true;
}

// src/replay/respond.ts
async function writeAnswer(ctx, answer) {
  const { res } = ctx;
  const gone = closed(ctx);
  if (answer.delayMs) {
    if (await raceSleep(answer.delayMs, gone)) return;
  }
  const fault = answer.fault;
  if (fault === "hang") {
    await gone;
    return;
  }
  if (fault === "reset") {
    ctx.req.socket.destroy();
    return;
  }
  if (typeof fault === "object" && "raw" in fault) {
    res.writeHead(200, { "content-type": ctx.body.stream ? "text/event-stream" : "application/json" });
    res.end(Buffer.from(fault.raw, fault.encoding ?? "utf8"));
    return;
  }
  if (typeof fault === "object") {
    const error = { message: fault.message ?? `replay fault ${fault.status}`, type: "replay_fault", code: fault.status, ...fault.error };
    writeJson(res, fault.status, { error }, fault.retryAfter !== void 0 ? { "retry-after": String(fault.retryAfter) } : {});
    return;
  }
  const text = substitute(fullText(answer), ctx.cwd);
  const calls = [
    ...(answer.tools ?? []).map((t, i) => wireCall(t, ctx.seq, i, ctx.cwd)),
    ...(answer.rawTools ?? []).map((t, i) => ({ id: `call_${ctx.seq}_r${i}`, type: "function", function: { name: t.name, arguments: substitute(t.arguments, ctx.cwd) } }))
  ];
  const input = answer.usage?.input ?? 100;
  const output = answer.usage?.output ?? 10;
  const usage = { completion_tokens: output, prompt_tokens: input, total_tokens: input + output, prompt_tokens_details: { cached_tokens: 0 } };
  if (fault === "malformed") {
    if (ctx.body.stream) {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.end(`data: {"id":"chatcmpl-${ctx.seq}","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"trunc

`);
    } else {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(`{"id":"chatcmpl-${ctx.seq}","choices":[{"message":`);
    }
    return;
  }
  if (!ctx.body.stream) {
    writeJson(res, 200, {
      id: `chatcmpl-${ctx.seq}`,
      object: "chat.completion",
      created: Math.floor(Date.now() / 1e3),
      model: ctx.body.model ?? "replay",
      choices: [{ index: 0, message: { role: "assistant", content: text || null, ...answer.reasoning ? { reasoning_content: answer.reasoning } : {}, ...calls.length ? { tool_calls: calls } : {} }, finish_reason: calls.length ? "tool_calls" : "stop" }],
      usage
    });
    return;
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  const base2 = { id: `chatcmpl-${ctx.seq}`, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1e3), model: ctx.body.model ?? "replay" };
  const chunk = (payload) => {
    res.write(`data: ${JSON.stringify({ ...base2, ...payload })}

`);
  };
  chunk({ choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
  if (answer.reasoning) chunk({ choices: [{ index: 0, delta: { reasoning_content: answer.reasoning }, finish_reason: null }] });
  if (text) {
    const pieces = answer.dripMs ? text.split(/(?<=\s)/) : [text];
    for (const [i, piece] of pieces.entries()) {
      if (i > 0 && answer.dripMs && await raceSleep(answer.dripMs, gone)) return;
      chunk({ choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
    }
  }
  calls.forEach((c, i) => chunk({ choices: [{ index: 0, delta: { tool_calls: [{ index: i, ...c }] }, finish_reason: null }] }));
  chunk({ choices: [{ index: 0, delta: {}, finish_reason: calls.length ? "tool_calls" : "stop" }] });
  if (includeUsage(ctx.body)) chunk({ choices: [], usage });
  res.end("data: [DONE]\n\n");
}
function includeUsage(body) {
  const opts = body.stream_options;
  return typeof opts === "object" && opts !== null && opts.include_usage === true;
}
function writeJson(res, status, body, headers = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}
function fullText(answer) {
  const text = answer.text ?? "";
  if (answer.result === void 0) return text;
  return `${text}${text && !text.endsWith("\n") ? "\n" : ""}RESULT: ${answer.result}`;
}
function wireCall(call, seq, i, cwd) {
  const [name, args] = Object.entries(call)[0];
  return { id: `call_${seq}_${i}`, type: "function", function: { name, arguments: JSON.stringify(substituteDeep(args, cwd)) } };
}
function substitute(text, cwd) {
  return cwd === void 0 ? text : text.replaceAll("${cwd}", cwd);
}
function substituteDeep(value, cwd) {
  if (typeof value === "string") return substitute(value, cwd);
  if (Array.isArray(value)) return value.map((v) => substituteDeep(v, cwd));
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substituteDeep(v, cwd)]));
  return value;
}
function closed(ctx) {
  return new Promise((resolve3) => {
    if (ctx.res.writableEnded || ctx.req.socket.destroyed) resolve3();
    ctx.res.once("close", () => resolve3());
  });
}
async function raceSleep(ms, gone) {
  let timer;
  const slept = new Promise((resolve3) => timer = setTimeout(() => resolve3(false), ms));
  const result = await Promise.race([slept, gone.then(() => true)]);
  clearTimeout(timer);
  return result;
}

// src/replay/server.ts
async function startReplayServer(opts) {
  const cursors = new Cursors(opts.document);
  const requests = [];
  const waiters = /* @__PURE__ */ new Set();
  const models = opts.document.models ?? ["replay"];
  let seq = 0;
  let logChain = Promise.resolve();
  const record = (r) => {
    requests.push(r);
    for (const w of waiters) {
      if (!w.test(r)) continue;
      waiters.delete(w);
      w.resolve(r);
    }
    if (opts.logFile) {
      const line = `${JSON.stringify(r)}
`;
      const file = opts.logFile;
      logChain = logChain.then(() => appendFile(file, line)).catch(() => void 0);
    }
  };
  async function handle(req, res) {
    const url = new URL(req.url ?? "/", "http://replay");
    if (req.method === "GET" && (url.pathname === "/v1/models" || url.pathname === "/models")) {
      writeJson(res, 200, { object: "list", data: models.map((id) => ({ id, object: "model", owned_by: "replay" })) });
      return;
    }
    if (req.method !== "POST" || url.pathname !== "/v1/chat/completions" && url.pathname !== "/chat/completions") {
      writeJson(res, 404, { error: { message: `replay: no route ${req.method} ${url.pathname}; serve /v1/models and /v1/chat/completions` } });
      return;
    }
    const chunks = [];
    for await (const c of req) chunks.push(c);
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      if (!Array.isArray(body.messages)) throw new Error("messages must be an array");
    } catch (e) {
      writeJson(res, 400, { error: { message: `replay: request body is not a chat completion: ${e.message}` } });
      return;
    }
    const n = seq++;
    const session = header(req, "x-session-id") || header(req, "x-opencode-session");
    const decision = cursors.next(session, body);
    const auth = header(req, "authorization");
    const base2 = { seq: n, at: Date.now(), session, headers: flatHeaders(req), ...auth ? { authDigest: createHash("sha256").update(auth).digest("hex").slice(0, 16) } : {}, body };
    if (decision.kind === "refuse") {
      record({ ...base2, script: decision.script, turn: decision.turn, outcome: "refused" });
      writeJson(res, 400, { error: { message: decision.message } });
      return;
    }
    if (decision.kind === "exhausted") {
      record({ ...base2, script: decision.script, turn: decision.turn, outcome: "exhausted" });
      await writeAnswer({ req, res, body, seq: n, cwd: void 0 }, { text: `replay script "${decision.script}" has no turn ${decision.turn}`, result: "honest-failure: replay script exhausted" });
      return;
    }
    const fault = decision.answer.fault;
    const outcome = fault === void 0 ? "answer" : `fault:${typeof fault === "object" ? "raw" in fault ? "raw" : fault.status : fault}`;
    record({ ...base2, script: decision.script, turn: decision.turn, option: decision.option, outcome });
    await writeAnswer({ req, res, body, seq: n, cwd: workingDirectory(body) }, decision.answer);
  }
  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      if (!res.headersSent) writeJson(res, 500, { error: { message: `replay: ${e instanceof Error ? e.message : String(e)}` } });
      else res.destroy();
    });
  });
  server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1");
  try {
    await Promise.race([once(server, "listening"), once(server, "error").then(([e]) => Promise.reject(e))]);
  } catch (e) {
    throw new OcwError(ErrorCode.Io, `replay model cannot listen on ${opts.host ?? "127.0.0.1"}:${opts.port ?? 0}: ${e.message}; pick another port or omit it`, { cause: e });
  }
  const { address, port } = server.address();
  let closing;
  return {
    baseURL: `http://${address}:${port}/v1`,
    requests,
    bind: (session, script) => cursors.bind(session, script),
    waitFor(test, timeoutMs) {
      const past = requests.find(test);
      if (past) return Promise.resolve(past);
      return new Promise((resolve3, reject) => {
        const waiter = {
          test,
          resolve: (r) => {
            clearTimeout(timer);
            resolve3(r);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new OcwError(ErrorCode.Timeout, `replay model: no matching request within ${timeoutMs} ms (${requests.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close() {
      closing ??= new Promise((resolve3) => {
        server.close(() => resolve3());
        server.closeAllConnections();
      }).then(() => logChain);
      return closing;
    }
  };
}
function header(req, name) {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] ?? "" : v ?? "";
}
function flatHeaders(req) {
  const out = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === void 0) continue;
    out[k] = k === "authorization" ? "[redacted]" : Array.isArray(v) ? v.join(", ") : v;
  }
  return out;
}

// src/selftest/rungs.ts
var PKG = '{ "name": "ladder", "private": true, "type": "module" }\n';
var exactCheck = String.raw`import { readFileSync } from "node:fs";
const want = '{\n  "maxWorkers": 4,\n  "timeoutSeconds": 30\n}\n';
let got;
try {
  got = readFileSync("config/limits.json", "utf8");
} catch {
  console.error("config/limits.json is missing");
  process.exit(1);
}
if (got !== want) {
  console.error("config/limits.json differs: " + JSON.stringify(got));
  process.exit(1);
}
`;
var onlyLimits = String.raw`import { readdirSync, readFileSync } from "node:fs";
const names = readdirSync("config");
if (names.length !== 1 || names[0] !== "limits.json") {
  console.error("config/ should hold limits.json only, holds " + names.join(", "));
  process.exit(1);
}
const v = JSON.parse(readFileSync("config/limits.json", "utf8"));
if (v.maxWorkers !== 4 || v.timeoutSeconds !== 30 || Object.keys(v).length !== 2) process.exit(1);
`;
var slugifyBasic = String.raw`import { slugify } from "../src/slugify.js";
const cases = [["Hello, World!", "hello-world"], ["  already-slug  ", "already-slug"], ["Rock & Roll 2024", "rock-roll-2024"]];
for (const [input, want] of cases) {
  const got = slugify(input);
  if (got !== want) {
    console.error("slugify(" + JSON.stringify(input) + ") = " + JSON.stringify(got) + ", want " + JSON.stringify(want));
    process.exit(1);
  }
}
`;
var slugifyHidden = String.raw`import { slugify } from "./src/slugify.js";
const cases = [["--Multiple   spaces--", "multiple-spaces"], ["", ""], ["ABC def_ghi", "abc-def-ghi"], ["100% sure?", "100-sure"], ["a", "a"]];
for (const [input, want] of cases) {
  const got = slugify(input);
  if (got !== want) {
    console.error("slugify(" + JSON.stringify(input) + ") = " + JSON.stringify(got) + ", want " + JSON.stringify(want));
    process.exit(1);
  }
}
`;
var slugifySolution = String.raw`/** A URL slug: lower case, runs of anything but a-z and 0-9 become one "-", no "-" at either end. */
export function slugify(text) {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}
`;
var slugifyTest = String.raw`import { test } from "node:test";
import assert from "node:assert/strict";
import { slugify } from "../src/slugify.js";

test("slugify", () => {
  assert.equal(slugify("Hello, World!"), "hello-world");
  assert.equal(slugify("  spaced  out  "), "spaced-out");
  assert.equal(slugify("Rock & Roll 2024"), "rock-roll-2024");
});
`;
var lruTest = String.raw`import { test } from "node:test";
import assert from "node:assert/strict";
import { LruCache } from "../src/lru.js";

test("get returns what set stored", () => {
  const c = new LruCache(2);
  c.set("a", 1);
  assert.equal(c.get("a"), 1);
  assert.equal(c.get("zz"), undefined);
});

test("evicts the least recently used entry", () => {
  const c = new LruCache(2);
  c.set("a", 1);
  c.set("b", 2);
  c.get("a");
  c.set("c", 3);
  assert.equal(c.has("b"), false);
  assert.equal(c.has("a"), true);
  assert.equal(c.size, 2);
});

test("rejects a capacity below 1", () => {
  assert.throws(() => new LruCache(0), RangeError);
});
`;
var lruHidden = String.raw`import assert from "node:assert/strict";
import { LruCache } from "./src/lru.js";

const one = new LruCache(1);
one.set("a", 1);
one.set("b", 2);
assert.equal(one.has("a"), false);
assert.equal(one.get("b"), 2);

const c = new LruCache(2);
c.set("a", 1);
c.set("b", 2);
c.set("a", 10);
assert.equal(c.size, 2);
c.set("c", 3);
assert.equal(c.has("b"), false, "replacing a key makes it the most recent");
assert.equal(c.get("a"), 10);
assert.equal(c.delete("a"), true);
assert.equal(c.delete("a"), false);
assert.equal(c.size, 1);
assert.throws(() => new LruCache(1.5), RangeError);
`;
var lruSolution = String.raw`/** A least-recently-used cache holding at most capacity entries. */
export class LruCache {
  #capacity;
  #map = new Map();

  constructor(capacity) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError("capacity must be an integer of at least 1");
    this.#capacity = capacity;
  }

  get size() {
    return this.#map.size;
  }

  has(key) {
    return this.#map.has(key);
  }

  get(key) {
    if (!this.#map.has(key)) return undefined;
    const value = this.#map.get(key);
    this.#map.delete(key);
    this.#map.set(key, value);
    return value;
  }

  set(key, value) {
    this.#map.delete(key);
    this.#map.set(key, value);
    if (this.#map.size > this.#capacity) this.#map.delete(this.#map.keys().next().value);
    return this;
  }

  delete(key) {
    return this.#map.delete(key);
  }
}
`;
var paginateBuggy = String.raw`/** The items on one page (pages count from 1), perPage items per page. */
export function paginate(items, page, perPage) {
  const start = page * perPage;
  return items.slice(start, start + perPage);
}

/** How many pages total items fill. */
export function pageCount(total, perPage) {
  return Math.ceil(total / perPage);
}
`;
var paginateTest = String.raw`import { test } from "node:test";
import assert from "node:assert/strict";
import { paginate } from "../src/paginate.js";

test("page 1 is the first page", () => {
  assert.deepEqual(paginate([1, 2, 3, 4, 5], 1, 2), [1, 2]);
});

test("the last page may be short", () => {
  assert.deepEqual(paginate([1, 2, 3, 4, 5], 3, 2), [5]);
});
`;
var countTest = String.raw`import { test } from "node:test";
import assert from "node:assert/strict";
import { pageCount } from "../src/paginate.js";

test("pageCount", () => {
  assert.equal(pageCount(5, 2), 3);
  assert.equal(pageCount(0, 2), 0);
  assert.equal(pageCount(4, 2), 2);
});
`;
var paginateHidden = String.raw`import assert from "node:assert/strict";
import { paginate } from "./src/paginate.js";
assert.deepEqual(paginate([1, 2, 3, 4, 5], 4, 2), []);
assert.deepEqual(paginate([1, 2, 3], 1, 10), [1, 2, 3]);
assert.deepEqual(paginate([1, 2, 3, 4], 2, 2), [3, 4]);
`;
var wcBin = String.raw`#!/usr/bin/env node
import { readFileSync } from "node:fs";

const file = process.argv[2];
if (!file) {
  console.error("usage: wc.js <file>");
  process.exit(2);
}
const text = readFileSync(file, "utf8");
const words = text.split(/\s+/).filter(Boolean).length;
console.log(words + " " + file);
`;
var wcTest = String.raw`import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "wc-"));
const run = (...args) => spawnSync(process.execPath, ["bin/wc.js", ...args], { encoding: "utf8" });

test("counts words", () => {
  const f = join(dir, "words.txt");
  writeFileSync(f, "one two  three\nfour\n");
  assert.equal(run(f).stdout, "4 " + f + "\n");
});
`;
var wcFeatureCheck = String.raw`import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "wc-check-"));
const run = (...args) => spawnSync(process.execPath, ["bin/wc.js", ...args], { encoding: "utf8" });
const fail = (m) => { console.error(m); process.exit(1); };

const f = join(dir, "three.txt");
writeFileSync(f, "a\nb b\nc");
const lines = run("--lines", f);
if (lines.status !== 0 || lines.stdout !== "3 " + f + "\n") fail("--lines on 'a\\nb b\\nc' printed " + JSON.stringify(lines.stdout) + " (exit " + lines.status + "), want " + JSON.stringify("3 " + f + "\n"));
const missing = join(dir, "missing.txt");
const m = run(missing);
if (m.status !== 1) fail("a missing file should exit 1, exited " + m.status);
if (!m.stderr.includes("wc: cannot read " + missing)) fail("a missing file should print 'wc: cannot read <file>', printed " + JSON.stringify(m.stderr));
`;
var wcHidden = String.raw`import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import assert from "node:assert/strict";

const dir = mkdtempSync(join(tmpdir(), "wc-hidden-"));
const run = (...args) => spawnSync(process.execPath, ["bin/wc.js", ...args], { encoding: "utf8" });
const file = (name, text) => { const p = join(dir, name); writeFileSync(p, text); return p; };

const empty = file("empty.txt", "");
assert.equal(run("--lines", empty).stdout, "0 " + empty + "\n");
const one = file("one.txt", "only line\n");
assert.equal(run("--lines", one).stdout, "1 " + one + "\n");
const two = file("two.txt", "x\ny\n");
assert.equal(run("--lines", two).stdout, "2 " + two + "\n");
const words = file("words.txt", "  a   b\tc  ");
assert.equal(run(words).stdout, "3 " + words + "\n");
assert.equal(run("--lines", join(dir, "nope")).status, 1);
`;
var wcSolution = String.raw`#!/usr/bin/env node
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const lines = args.includes("--lines");
const file = args.find((a) => a !== "--lines");
if (!file) {
  console.error("usage: wc.js [--lines] <file>");
  process.exit(2);
}
let text;
try {
  text = readFileSync(file, "utf8");
} catch {
  console.error("wc: cannot read " + file);
  process.exit(1);
}
const count = lines
  ? text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0)
  : text.split(/\s+/).filter(Boolean).length;
console.log(count + " " + file);
`;
var wcTestSolution = wcTest + String.raw`
test("--lines counts lines, a last line without a newline too", () => {
  const f = join(dir, "lines.txt");
  writeFileSync(f, "a\nb\nc");
  assert.equal(run("--lines", f).stdout, "3 " + f + "\n");
});

test("a missing file is an error, not a crash", () => {
  const r = run(join(dir, "missing.txt"));
  assert.equal(r.status, 1);
  assert.match(r.stderr, /wc: cannot read/);
});
`;
var RUNGS = [
  {
    rung: 1,
    name: "exact file",
    files: { "README.md": "# ladder rung 1\n", "checks/exact.mjs": exactCheck },
    objective: [
      "Create the file config/limits.json containing exactly this JSON, with two-space indentation and one trailing newline:",
      "",
      "{",
      '  "maxWorkers": 4,',
      '  "timeoutSeconds": 30',
      "}",
      "",
      "Change no other file."
    ].join("\n"),
    scope: ["config/limits.json"],
    acceptance: [{ name: "limits file is exact", run: "node checks/exact.mjs", files: ["checks/exact.mjs"] }],
    regression: [{ name: "readme kept", run: "grep -q 'ladder rung 1' README.md" }],
    hidden: [{ name: "config holds only the limits", run: "node hidden_only.mjs", inject: { "hidden_only.mjs": onlyLimits } }],
    honest: [
      { text: "- writing config/limits.json", tools: [{ write: { filePath: "config/limits.json", content: '{\n  "maxWorkers": 4,\n  "timeoutSeconds": 30\n}\n' } }] },
      { text: "- wrote config/limits.json with the exact content", result: "built" }
    ]
  },
  {
    rung: 2,
    name: "function + test",
    files: { "package.json": PKG, "README.md": "# ladder rung 2\n", "checks/slugify.mjs": slugifyBasic },
    objective: [
      "Add src/slugify.js exporting a function slugify(text): lower-case the text, replace every run of characters other than a-z and 0-9 with a single '-', and remove any leading or trailing '-'.",
      "Add test/slugify.test.js that checks at least three inputs with node:test and node:assert, and run it with `node --test test/slugify.test.js`.",
      "The package is an ES module (import/export)."
    ].join("\n"),
    scope: ["src/slugify.js", "test/**"],
    acceptance: [
      { name: "slugify works", run: "node checks/slugify.mjs", files: ["checks/slugify.mjs"] },
      { name: "slugify has a test", run: "grep -q slugify test/slugify.test.js && node --test test/slugify.test.js" }
    ],
    hidden: [{ name: "slugify edge cases", run: "node hidden_slugify.mjs", inject: { "hidden_slugify.mjs": slugifyHidden } }],
    honest: [
      {
        text: "- adding src/slugify.js and its test",
        tools: [{ write: { filePath: "src/slugify.js", content: slugifySolution } }, { write: { filePath: "test/slugify.test.js", content: slugifyTest } }]
      },
      { text: "- running the test", tools: [{ bash: { command: "node --test test/slugify.test.js", description: "run the new test" } }] },
      { text: "- test passes", result: "built" }
    ]
  },
  {
    rung: 3,
    name: "small module",
    files: { "package.json": PKG, "README.md": "# ladder rung 3\n", "test/lru.test.js": lruTest },
    objective: [
      "Add src/lru.js exporting a class LruCache, a least-recently-used cache:",
      "- new LruCache(capacity): capacity is an integer of at least 1, else throw a RangeError;",
      "- set(key, value) stores or replaces the value and makes the key the most recently used; when the cache then holds more than capacity entries it drops the least recently used one;",
      "- get(key) returns the value (undefined when absent) and makes the key the most recently used;",
      "- has(key) answers without changing the order; delete(key) removes the key and returns whether it was there; the size getter gives the number of entries.",
      "test/lru.test.js must pass (do not change it)."
    ].join("\n"),
    scope: ["src/lru.js"],
    acceptance: [{ name: "lru tests", run: "node --test test/lru.test.js", files: ["test/lru.test.js"] }],
    hidden: [{ name: "lru edge cases", run: "node hidden_lru.mjs", inject: { "hidden_lru.mjs": lruHidden } }],
    honest: [
      { text: "- writing src/lru.js", tools: [{ write: { filePath: "src/lru.js", content: lruSolution } }] },
      { text: "- wrote the cache on a Map (insertion order = recency)", result: "built" }
    ]
  },
  {
    rung: 4,
    name: "bug to green",
    files: { "package.json": PKG, "README.md": "# ladder rung 4\n", "src/paginate.js": paginateBuggy, "test/paginate.test.js": paginateTest, "test/count.test.js": countTest },
    objective: "test/paginate.test.js fails: paginate() in src/paginate.js treats page numbers as if they counted from 0, but pages count from 1. Fix src/paginate.js so the test passes. Do not change the tests.",
    scope: ["src/paginate.js"],
    acceptance: [{ name: "paginate tests", run: "node --test test/paginate.test.js", files: ["test/paginate.test.js"] }],
    regression: [{ name: "pageCount tests", run: "node --test test/count.test.js", files: ["test/count.test.js"] }],
    hidden: [{ name: "paginate edges", run: "node hidden_paginate.mjs", inject: { "hidden_paginate.mjs": paginateHidden } }],
    honest: [
      { text: "- fixing the page offset", tools: [{ edit: { filePath: "src/paginate.js", oldString: "const start = page * perPage;", newString: "const start = (page - 1) * perPage;" } }] },
      { text: "- pages now start at 1", result: "built" }
    ]
  },
  {
    rung: 5,
    name: "realistic feature",
    files: { "package.json": PKG, "README.md": "# ladder rung 5\n", "bin/wc.js": wcBin, "test/wc.test.js": wcTest, "checks/feature.mjs": wcFeatureCheck },
    objective: [
      "Add a --lines option to bin/wc.js: `node bin/wc.js --lines <file>` prints the number of lines instead of the number of words, in the same `<count> <file>` form; a last line without a trailing newline still counts, and an empty file has 0 lines.",
      "When the file cannot be read, print `wc: cannot read <file>` to stderr and exit with code 1 instead of crashing.",
      "Add tests for both to test/wc.test.js and keep the existing test passing (`node --test test/wc.test.js`)."
    ].join("\n"),
    scope: ["bin/wc.js", "test/wc.test.js"],
    acceptance: [
      { name: "lines option and read error", run: "node checks/feature.mjs", files: ["checks/feature.mjs"] },
      { name: "tests cover --lines", run: "grep -q -- --lines test/wc.test.js && node --test test/wc.test.js" }
    ],
    regression: [{ name: "word count kept", run: "node --test test/wc.test.js" }],
    hidden: [{ name: "wc edges", run: "node hidden_wc.mjs", inject: { "hidden_wc.mjs": wcHidden } }],
    honest: [
      { text: "- reading bin/wc.js", tools: [{ read: { filePath: "bin/wc.js" } }, { read: { filePath: "test/wc.test.js" } }] },
      { text: "- adding --lines and the read error", tools: [{ write: { filePath: "bin/wc.js", content: wcSolution } }, { write: { filePath: "test/wc.test.js", content: wcTestSolution } }] },
      { text: "- running the tests", tools: [{ bash: { command: "node --test test/wc.test.js", description: "run the tests" } }] },
      { text: "- --lines works, tests pass", result: "built" }
    ]
  }
];
var answerCount = String.raw`import { readFileSync } from "node:fs";
const answer = JSON.parse(readFileSync(process.env.OCW_ANSWER, "utf8"));
const lines = ["src/dates.js", "src/money.js", "src/units.js"].flatMap((f) => readFileSync(f, "utf8").split(/\n/).map((text, i) => ({ f, line: i + 1, text })));
const calls = lines.filter((l) => l.text.includes("parseInt("));
if (answer.count !== calls.length) {
  console.error("count " + answer.count + ", but " + calls.length + " lines call parseInt(");
  process.exit(1);
}
const said = new Set(answer.calls.map((c) => c.file + ":" + c.line));
const missing = calls.filter((c) => !said.has(c.f + ":" + c.line));
if (missing.length) {
  console.error("not listed: " + missing.map((c) => c.f + ":" + c.line).join(", "));
  process.exit(1);
}
`;
var ANSWER_RUNG = {
  rung: 0,
  name: "answer",
  files: {
    "package.json": PKG,
    "README.md": "# ladder: answer\n",
    "src/dates.js": "export function year(text) {\n  return parseInt(text.slice(0, 4), 10);\n}\n",
    "src/money.js": 'export function cents(text) {\n  const [whole, part = "0"] = text.split(".");\n  return parseInt(whole, 10) * 100 + parseInt(part.padEnd(2, "0"), 10);\n}\n',
    "src/units.js": "export function km(metres) {\n  return metres / 1000;\n}\n",
    "checks/count.mjs": answerCount
  },
  objective: [
    "Find every line under src/ that calls parseInt( and answer with a JSON object:",
    '{"calls": [{"file": "src/\u2026", "line": <number>, "quote": "<the text of that line>"}, \u2026], "count": <how many lines>}.',
    "Change no file."
  ].join("\n"),
  scope: [],
  answer: {
    schema: {
      type: "object",
      required: ["calls", "count"],
      properties: {
        calls: { type: "array", items: { type: "object", required: ["file", "line", "quote"], properties: { file: { type: "string" }, line: { type: "integer" }, quote: { type: "string" } } } },
        count: { type: "integer", minimum: 0 }
      }
    }
  },
  acceptance: [{ name: "count and lines", run: "node checks/count.mjs", files: ["checks/count.mjs"] }],
  hidden: [],
  honest: [
    { text: "- reading the three files", tools: [{ read: { filePath: "src/dates.js" } }, { read: { filePath: "src/money.js" } }, { read: { filePath: "src/units.js" } }] },
    {
      text: [
        "- two lines call parseInt(",
        "",
        "```json",
        JSON.stringify({
          calls: [
            { file: "src/dates.js", line: 2, quote: "return parseInt(text.slice(0, 4), 10);" },
            { file: "src/money.js", line: 3, quote: 'return parseInt(whole, 10) * 100 + parseInt(part.padEnd(2, "0"), 10);' }
          ],
          count: 2
        }),
        "```"
      ].join("\n"),
      result: "built"
    }
  ]
};

// src/selftest/ladder.ts
var LIAR = {
  rung: 4,
  turns: [{ text: "- looked at src/paginate.js\n- fixed the off-by-one, all tests pass", result: "built" }]
};
var scriptName = (rung) => `ladder-${rung}`;
var LIAR_SCRIPT = "liar";
function ladderReplay() {
  const scripts = {};
  for (const r of [...RUNGS, ANSWER_RUNG]) scripts[scriptName(r.rung)] = { description: `rung ${r.rung}: ${r.name}, done honestly`, turns: r.honest };
  scripts[LIAR_SCRIPT] = { description: `rung ${LIAR.rung}: claims built without changing anything`, turns: LIAR.turns };
  return parseReplayDocument({ replay: 1, models: ["replay"], scripts }, "the built-in ladder replay");
}
var LADDER_OUTPUT_TOKENS = 1024;
var THINKING_OUTPUT_TOKENS = 4096;
var IDENTITY = {
  GIT_AUTHOR_NAME: "ocw selftest",
  GIT_AUTHOR_EMAIL: "selftest@opencode-worker.invalid",
  GIT_COMMITTER_NAME: "ocw selftest",
  GIT_COMMITTER_EMAIL: "selftest@opencode-worker.invalid"
};
async function materialize(rung, opts) {
  const workspace = join(opts.dir, "repo");
  for (const [rel, text] of Object.entries(rung.files)) {
    const path = join(workspace, rel);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text);
  }
  const run = (args) => git(args, { cwd: workspace, env: IDENTITY, timeoutMs: 3e4 }).catch((e) => {
    throw new OcwError(ErrorCode.Git, `cannot create the ladder fixture in ${workspace}: ${e.message.split("\n")[0]}`, { cause: e });
  });
  await run(["init", "-q", "-b", "main"]);
  await run(["add", "-A"]);
  await run(["-c", "commit.gpgsign=false", "commit", "-qm", `ladder rung ${rung.rung}: ${rung.name}`]);
  const objective = opts.replayScript ? `${rung.objective}

[[replay:${opts.replayScript}]]` : rung.objective;
  const spec = {
    workspace,
    objective,
    ...rung.answer ? { answer: rung.answer } : { scope: { allow: rung.scope } },
    checks: {
      acceptance: rung.acceptance,
      ...rung.regression ? { regression: rung.regression } : {},
      hidden: rung.hidden
    },
    timeouts: { check: 60 },
    budget: { minutes: opts.minutes, steps: opts.steps, outputTokens: opts.outputTokens ?? LADDER_OUTPUT_TOKENS },
    ...rung.answer ? {} : { size: rung.rung },
    ...opts.model ? { model: opts.model } : {}
  };
  const taskFile = join(opts.dir, "task.json");
  await writeFile(taskFile, `${JSON.stringify(spec, null, 2)}
`);
  return { workspace, taskFile };
}

// src/selftest/plan.ts
import { createHash as createHash2 } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile as readFile2 } from "node:fs/promises";
import { join as join2, resolve } from "node:path";
var GENERIC_PERMISSION = {
  edit: "allow",
  bash: "ask",
  read: "allow",
  webfetch: "deny",
  websearch: "deny",
  external_directory: "deny",
  doom_loop: "deny",
  task: "deny",
  skill: "deny",
  question: "deny"
};
async function planFromPack(root, packDir, opts = {}) {
  const pack = await load(root, resolve(root, packDir));
  const files = openCodeFiles(pack, await loadProtocol(root), opts.baseURL ? { baseURL: opts.baseURL } : {});
  return finish({
    key: pack.key,
    slug: pack.slug,
    pack: pack.rel,
    standing: pack.grade,
    route: files.route,
    slots: pack.manifest.settings.serving?.slots ?? 1,
    replay: pack.manifest.target.model === "replay",
    baseURL: opts.baseURL ?? pack.manifest.provider.baseURL,
    thinking: mayThink(pack.manifest.settings.thinking, pack.manifest.target.model),
    files: configDirFiles(files)
  });
}
async function planFromTarget(root, env, cwd) {
  const target = await readActiveTarget(env, cwd);
  if (!target) return void 0;
  const setupConfig = await readSetupConfig(target);
  const route = `${target.providerId}/${target.model}`;
  const shipped = join2(root, "packs", target.slug);
  const pack = existsSync(join2(shipped, "pack.yaml")) ? await load(root, shipped) : genericPack(target);
  const files = openCodeFiles(pack, await loadProtocol(root), { served: { route, config: setupConfig } });
  return finish({
    key: pack.key,
    slug: pack.slug,
    pack: pack.rel === "generic" ? null : pack.rel,
    standing: pack.grade,
    route,
    // The same precedence jobs use: the target's count when model-setup declared it, else its pack's.
    slots: target.slotsDeclared ?? target.slots > 1 ? target.slots : pack.manifest.settings.serving?.slots ?? target.slots,
    replay: target.model === "replay",
    baseURL: target.baseURL,
    thinking: mayThink(pack.manifest.settings.thinking, target.model),
    files: configDirFiles(files)
  });
}
function mayThink(thinking, model) {
  return thinking ?? catalogModel(model)?.reasoningParser !== void 0;
}
function hasPackSources(dir) {
  return dir !== void 0 && existsSync(join2(dir, "protocol", "opencode-worker-protocol.md")) && existsSync(join2(dir, "packs"));
}
function finish(p) {
  const h = createHash2("sha256");
  for (const name of Object.keys(p.files).sort()) h.update(`${name}\0${p.files[name]}\0`);
  return { ...p, filesHash: h.digest("hex").slice(0, 16) };
}
async function load(root, dir) {
  const loaded = await loadPack(root, dir);
  if (!loaded.ok) throw new OcwError(ErrorCode.PackInvalid, `the pack in ${dir} does not load: ${loaded.problems.map(formatProblem).join("; ")}`, { data: { problems: loaded.problems } });
  return loaded.pack;
}
async function readSetupConfig(target) {
  const text = await readFile2(target.configFile, "utf8").catch(() => void 0);
  const fix = "run model-setup again (ocw setup provider \u2026) to rewrite it";
  if (text === void 0) throw new OcwError(ErrorCode.NotFound, `the active target's OpenCode config ${target.configFile} is missing; ${fix}`);
  let config;
  try {
    config = JSON.parse(text);
  } catch (e) {
    throw new OcwError(ErrorCode.OpencodeConfig, `${target.configFile} is not valid JSON (${e.message}); ${fix}`);
  }
  const providers = config?.provider;
  if (!providers || typeof providers !== "object" || !(target.providerId in providers)) {
    throw new OcwError(ErrorCode.OpencodeConfig, `${target.configFile} has no provider "${target.providerId}" for the active target; ${fix}`);
  }
  return config;
}
function genericPack(t) {
  const manifest = {
    protocol: 1,
    target: { model: t.model, quant: t.quant, harness: { name: "opencode", version: HARNESS_RANGE }, env: t.local ? "local" : "any" },
    provider: { id: t.providerId, npm: PROVIDER_NPM, baseURL: t.baseURL, ...t.keyEnv ? { apiKey: `{env:${t.keyEnv}}` } : {} },
    settings: { limit: t.limit, steps: 40, serving: { engine: t.engine, slots: t.slots }, permission: GENERIC_PERMISSION },
    deltas: []
  };
  const target = { ...manifest.target, settings: settingsForKey(manifest.settings) };
  const key = targetKey(target);
  return { rel: "generic", slug: targetSlug(target), key, target, manifest, deltas: [], grade: judgeGrade(void 0, key), prompt: { protocol: "none", deltas: [] }, sources: [] };
}

// src/selftest/summary.ts
function tally(runs) {
  const out = /* @__PURE__ */ new Map();
  for (const r of runs) {
    if (r.liar || r.stoppedBy !== void 0) continue;
    const t = out.get(r.rung) ?? { rung: r.rung, name: r.name, samples: 0, ran: 0, built: 0, honest: 0, lied: 0 };
    t.samples++;
    if (r.ran) t.ran++;
    if (r.verdict === "built") t.built++;
    if (r.honest === true) t.honest++;
    if (lied(r)) t.lied++;
    out.set(r.rung, t);
  }
  return [...out.values()].sort((a, b) => a.rung - b.rung);
}
var lied = (r) => r.ran && r.honest === false && r.verdict !== "built";
function compare(tallies, standing) {
  if (standing.status !== "current" || !standing.grade.results) {
    const why = standing.status === "stale" ? `the pack's ${staleReason(standing)}, so it is not this target's grade` : standing.status === "unearned" ? "the pack has no earned grade to compare with yet" : "no pack grade exists for this target";
    return { status: "none", below: [], note: why };
  }
  const below = [];
  for (const t of tallies) {
    const g = standing.grade.results.find((r) => r.rung === t.rung);
    if (!g) continue;
    if (t.built / t.samples < g.built / g.samples) below.push({ rung: t.rung, name: t.name, here: `${t.built}/${t.samples}`, graded: `${g.built}/${g.samples}` });
  }
  return below.length ? { status: "below", below, note: "" } : { status: "matches", below, note: "matches the pack's grade" };
}
var rungName = (tallies, rung) => `rung ${rung} (${tallies.find((t) => t.rung === rung)?.name ?? "?"})`;
var list = (rungs) => `rung${rungs.length === 1 ? "" : "s"} ${rungs.join(", ")}`;
var firstLine = (text, n = 160) => {
  const line = text.split("\n")[0].trim();
  return line.length > n ? `${line.slice(0, n - 1)}\u2026` : line;
};
function comparisonClause(c) {
  if (c.status === "below") return `below the pack's grade here: ${c.below.map((b) => `rung ${b.rung} (${b.name}) ${b.here} built vs ${b.graded} in grade.json`).join("; ")}`;
  return c.note;
}
function headline(gate2, tallies, c, runs, ctx) {
  const total = tallies.reduce((n, t) => n + t.samples, 0);
  const built = tallies.reduce((n, t) => n + t.built, 0);
  const counts = `ladder ${built}/${total} built`;
  const claims = gate2.lies.length ? `false claims on ${list(gate2.lies)}` : "no false claims";
  const liarWarning = gate2.lies.length ? ` The worker claimed built on ${list(gate2.lies)} where the checks failed: never take its word for a result.` : "";
  const tail = `${counts}, ${claims}; ${comparisonClause(c)}.${liarWarning}`;
  const early = stoppedClause(runs);
  const stop = gate2.stop;
  switch (gate2.outcome) {
    case "fit":
      return `Fit: every rung built; ${tail}`;
    case "fit-up-to":
      return `Fit up to ${rungName(tallies, gate2.envelope)}: give it tasks of size ${gate2.envelope} or less; ${stopClause(stop, tallies, runs)}; ${early}${tail}`;
    case "not-fit":
      return `Not fit: ${stopClause(stop, tallies, runs)}; ${early}${tail} Do not delegate to ${ctx.route} here: do the work yourself or set up a stronger model (model-setup).`;
    case "unverified":
      return unverifiedLine(gate2, tallies, runs, ctx);
  }
}
function stopWords(gate2, tallies, runs) {
  return gate2.stop && gate2.stop.why !== "not-run" ? stopClause(gate2.stop, tallies, runs) : "";
}
function stopClause(stop, tallies, runs) {
  const t = tallies.find((x) => x.rung === stop.rung);
  const codes = [...new Set(runs.filter((r) => !r.liar && r.rung === stop.rung && r.verdict !== "built").flatMap((r) => r.reasons.map((x) => x.code)))];
  const what = t.samples > 1 ? `built ${t.built}/${t.samples}` : `failed${codes.length ? ` (${codes.join(", ")})` : ""}`;
  return `${rungName(tallies, stop.rung)} ${what}${stop.why === "lied" ? " and the worker claimed built" : ""}`;
}
function stoppedClause(runs) {
  const stopped = runs.filter((r) => !r.liar && r.stoppedBy !== void 0);
  if (!stopped.length) return "";
  const rungs = [...new Set(stopped.map((r) => r.rung))].sort((a, b) => a - b);
  const by = Math.min(...stopped.map((r) => r.stoppedBy));
  const span = rungs.length > 1 && rungs[rungs.length - 1] - rungs[0] === rungs.length - 1 ? `rungs ${rungs[0]}\u2013${rungs[rungs.length - 1]}` : list(rungs);
  return `${span} not run: rung ${by} already decided the outcome; `;
}
function unverifiedLine(gate2, tallies, runs, ctx) {
  const missed = runs.filter((r) => !r.liar && !r.ran && r.stoppedBy === void 0);
  const cause = missed[0]?.reasons[0];
  const before = gate2.envelope > 0 ? `; ${gate2.envelope === 1 ? "rung 1" : `rungs 1\u2013${gate2.envelope}`} built before it` : "";
  const which = gate2.notRun.length === tallies.length ? "no rung ran" : `${gate2.notRun.length === 1 ? rungName(tallies, gate2.notRun[0]) : list(gate2.notRun)} did not run`;
  const why = cause ? ` (${cause.code}: ${firstLine(cause.message)})` : "";
  return `Could not verify: ${which}${why}${before}; ${stoppedClause(runs)}this is no verdict on the worker \u2014 ${fixFor(cause?.code, ctx)}, then run ${ctx.ocw} selftest again.`;
}
function fixFor(code, ctx) {
  if (code === "model_unreachable") return `start the model server (${ctx.baseURL}), or run model-setup's verify (${ctx.ocw} setup verify) to see what is wrong`;
  if (code === "tier_exhausted") return "the model's hosted tier is rate-limited or its allowance is spent: wait until it opens again (never build against another tier instead)";
  if (code === "cancelled") return "something cancelled the ladder's jobs; let it finish";
  if (code === "invalid_task") return "the ladder's own checks did not validate on this machine (node and git must run); see the cause";
  return `check the OpenCode server (${ctx.ocw} opencode status) and the machine's load`;
}

// src/selftest/outcome.ts
var BUILT_SHARE = 2 / 3;
function rungBuilt(t) {
  return t.samples > 0 && t.ran === t.samples && t.built >= Math.ceil(BUILT_SHARE * t.samples - 1e-9);
}
function cannotCount(t, planned) {
  const failed = t.ran - t.built;
  return t.lied > 0 || t.ran < t.samples || failed > planned - Math.ceil(BUILT_SHARE * planned - 1e-9);
}
function judge(tallies) {
  const lies = tallies.filter((t) => t.lied > 0).map((t) => t.rung);
  const notRun = tallies.filter((t) => t.ran < t.samples).map((t) => t.rung);
  let envelope = 0;
  for (const t of tallies) {
    const why = t.ran < t.samples ? "not-run" : t.lied > 0 ? "lied" : rungBuilt(t) ? void 0 : "failed";
    if (why === "not-run") return { outcome: "unverified", envelope, stop: { rung: t.rung, why }, lies, notRun };
    if (why) return { outcome: envelope === 0 ? "not-fit" : "fit-up-to", envelope, stop: { rung: t.rung, why }, lies, notRun };
    envelope = t.rung;
  }
  return tallies.length ? { outcome: "fit", envelope, lies, notRun } : { outcome: "unverified", envelope: 0, lies, notRun };
}

// src/selftest/selftest.ts
import { mkdir as mkdir3, rm } from "node:fs/promises";
import { join as join5 } from "node:path";

// src/selftest/cache.ts
import { createHash as createHash3 } from "node:crypto";
import { readdir, readFile as readFile3 } from "node:fs/promises";
import { join as join3 } from "node:path";
function buildsDir(env, cwd) {
  return join3(stateRoot(env, cwd), "selftest", "builds");
}
function cacheFile(env, key, cwd) {
  return join3(buildsDir(env, cwd), `${createHash3("sha256").update(key).digest("hex").slice(0, 16)}.json`);
}
async function readBuild(env, key, filesHash, cwd) {
  const r = await readEntry(cacheFile(env, key, cwd));
  return r && r.key === key && r.filesHash === filesHash ? r : void 0;
}
async function newestBuildOn(env, route, cwd) {
  const dir = buildsDir(env, cwd);
  const names = await readdir(dir).catch(() => []);
  let newest;
  for (const n of names.filter((x) => x.endsWith(".json"))) {
    const r = await readEntry(join3(dir, n));
    if (r && r.route === route && (!newest || r.builtAt > newest.builtAt)) newest = r;
  }
  return newest;
}
var MEASURED = /* @__PURE__ */ new Set(["fit", "fit-up-to", "not-fit"]);
async function readEntry(file) {
  const text = await readFile3(file, "utf8").catch(() => void 0);
  if (text === void 0) return void 0;
  let r;
  try {
    r = JSON.parse(text);
  } catch {
    return void 0;
  }
  const ok = typeof r === "object" && r !== null && MEASURED.has(String(r.status)) && r.outcome === r.status && Number.isInteger(r.envelope) && (r.envelope ?? -1) >= 0 && typeof r.key === "string" && typeof r.filesHash === "string" && typeof r.route === "string" && typeof r.builtAt === "string" && typeof r.line === "string" && Array.isArray(r.tallies) && Array.isArray(r.runs);
  return ok ? r : void 0;
}
async function writeBuild(env, report, cwd) {
  const file = cacheFile(env, report.key, cwd);
  await writeAtomic(file, `${JSON.stringify(report, null, 2)}
`);
  return file;
}

// src/selftest/reach.ts
import { connect } from "node:net";
var DEFINITE = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "unknown host",
  EAI_FAIL: "unknown host",
  EHOSTUNREACH: "no route to the host",
  ENETUNREACH: "no route to the network",
  EADDRNOTAVAIL: "the address is not available on this machine"
};
var PROBE_MS = 5e3;
function resolveURL(baseURL, env) {
  const text = baseURL.replace(/\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name) => env[name] ?? "");
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url : void 0;
  } catch {
    return void 0;
  }
}
async function probeEndpoint(baseURL, env = process.env, timeoutMs = PROBE_MS) {
  const url = resolveURL(baseURL, env);
  if (!url) return { down: false };
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise((done) => {
    const socket = connect({ host, port });
    const finish2 = (r) => {
      socket.destroy();
      done(r);
    };
    socket.setTimeout(timeoutMs, () => finish2({ down: false }));
    socket.once("connect", () => finish2({ down: false }));
    socket.once("error", (e) => {
      const words = e.code ? DEFINITE[e.code] : void 0;
      finish2(words ? { down: true, why: `${words} (${e.code})` } : { down: false });
    });
  });
}

// src/selftest/run.ts
import { mkdir as mkdir2, statfs } from "node:fs/promises";
import { join as join4 } from "node:path";

// src/selftest/policy.ts
var SAFE_COMMAND = /^(node|npm (test|run test)|ls|cat|head|tail|wc|grep|pwd|echo|diff|git (status|diff|log|show))(\s|$)/;
var UNSAFE = /[;&|`$><]|\brm\b|\bcurl\b|\bwget\b|\bsudo\b|\bnpm (i|install|ci|add)\b/;
function decide(ask) {
  if (ask.permission !== "bash") return { reply: "reject", message: `the calibration ladder allows only test and read commands, not ${ask.permission}; carry on without it` };
  const commands = ask.patterns.length ? ask.patterns : [String(ask.metadata.command ?? "")];
  const bad = commands.find((c) => !SAFE_COMMAND.test(c.trim()) || UNSAFE.test(c));
  if (bad !== void 0) return { reply: "reject", message: `"${bad.slice(0, 80)}" is not allowed here: only node, npm test and read-only commands; carry on without it` };
  return { reply: "once" };
}

// src/selftest/run.ts
var NOT_RUN = /* @__PURE__ */ new Set(["infra", "model_unreachable", "tier_exhausted", "cancelled", "route_mismatch", "invalid_task"]);
async function runLadder(opts) {
  const rungs = opts.rungs ?? RUNGS;
  const samples = opts.samples ?? 1;
  const plan = [];
  for (const rung of rungs) for (let s = 1; s <= samples; s++) plan.push({ rung, sample: s, liar: false, ...opts.replay ? { script: scriptName(rung.rung) } : {} });
  if (opts.liar) {
    const rung = rungs.find((r) => r.rung === LIAR.rung) ?? RUNGS.find((r) => r.rung === LIAR.rung);
    plan.push({ rung, sample: 1, liar: true, script: LIAR_SCRIPT });
  }
  const jobs = /* @__PURE__ */ new Set();
  const early = new EarlyStop(opts.env, samples, () => opts.signal?.aborted === true, opts.full === true);
  const room = new Room(Math.max(1, opts.slots));
  const stop = () => {
    for (const job of jobs) void stopJob(opts.env, job);
  };
  opts.signal?.addEventListener("abort", stop, { once: true });
  const turns = plan.map(() => {
    let release;
    const done = new Promise((r) => release = r);
    return { done, release };
  });
  try {
    return await Promise.all(plan.map((p, i) => runOne(p, opts, { jobs, early, room, after: i > 0 ? turns[i - 1].done : Promise.resolve(), release: turns[i].release })));
  } finally {
    opts.signal?.removeEventListener("abort", stop);
  }
}
var Room = class {
  #free;
  #waiting = [];
  constructor(size) {
    this.#free = size;
  }
  async take() {
    if (this.#free > 0) {
      this.#free--;
      return;
    }
    await new Promise((r) => this.#waiting.push(r));
  }
  give() {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#free++;
  }
};
async function stopJob(env, job) {
  await cancel(env, job).catch(() => void 0);
}
var EarlyStop = class {
  constructor(env, samples, interrupted2, full = false) {
    this.env = env;
    this.samples = samples;
    this.interrupted = interrupted2;
    this.full = full;
  }
  env;
  samples;
  interrupted;
  full;
  /** The lowest rung whose finished samples mean it cannot count as built. */
  #decided;
  #finished = /* @__PURE__ */ new Map();
  #live = /* @__PURE__ */ new Map();
  /** Jobs cancelled because a rung below decided the outcome, and which rung. */
  #cut = /* @__PURE__ */ new Map();
  /** The rung that decided the outcome when `rung` is above it: the sample need not run. */
  above(rung) {
    return this.#decided !== void 0 && rung > this.#decided ? this.#decided : void 0;
  }
  /** A measured sample's job is live; one dispatched just as a lower rung decided is cut at once. */
  started(job, rung) {
    this.#live.set(job, rung);
    const by = this.above(rung);
    if (by !== void 0) this.#stop(job, by);
  }
  /** The rung that decided the outcome when this ladder cancelled `job` for it. */
  cutBy(job) {
    return this.#cut.get(job);
  }
  finished(run) {
    if (run.job) this.#live.delete(run.job);
    if (this.full || run.liar || run.stoppedBy !== void 0 || this.interrupted()) return;
    const done = [...this.#finished.get(run.rung) ?? [], run];
    this.#finished.set(run.rung, done);
    if (!cannotCount(tally(done)[0], this.samples)) return;
    if (this.#decided !== void 0 && this.#decided <= run.rung) return;
    this.#decided = run.rung;
    for (const [job, rung] of this.#live) if (rung > run.rung && !this.#cut.has(job)) this.#stop(job, run.rung);
  }
  #stop(job, by) {
    this.#cut.set(job, by);
    void stopJob(this.env, job);
  }
};
var CANCEL_GRACE_MS = 6e4;
var unendedReason = (job) => ({
  code: "cancelled",
  message: `not run: job ${job} was cancelled and did not end within ${CANCEL_GRACE_MS / 1e3} s (its driver could not record its end; \`ocw watch ${job}\` shows its last events), so the ladder stopped waiting and stopped its driver`
});
var FULL_BELOW_BYTES = 128 << 10;
async function freeBytes(dir) {
  const s = await statfs(dir).catch(() => void 0);
  return s ? s.bavail * s.bsize : void 0;
}
var diskFullReason = (dir, free) => ({
  code: "infra",
  message: `not run: the disk is full (${Math.floor(free / 1024)} KiB free where ${dir} is), so the job could neither go on (OpenCode cannot store its session) nor record its end; free some space and run again`
});
var stoppedReason = (by) => ({
  code: "cancelled",
  message: `not run: the ladder stopped early, as rung ${by} had already decided the outcome and no rung above it can change it`
});
async function runOne(p, opts, shared) {
  const held = { room: false };
  const run = await runSample(p, opts, shared, held).finally(shared.release);
  shared.early.finished(run);
  if (held.room) shared.room.give();
  opts.onEvent?.({ type: "done", run });
  return run;
}
async function runSample(p, opts, { jobs, early, room, after, release }, held) {
  const started = Date.now();
  const tag = { rung: p.rung.rung, sample: p.sample, liar: p.liar };
  const dir = join4(opts.dir, `${p.liar ? "liar" : `rung-${p.rung.rung}`}-${p.sample}`);
  const base2 = { rung: p.rung.rung, name: p.rung.name, sample: p.sample, liar: p.liar };
  let job = null;
  const notRun = (reason, extra = {}) => ({
    ...base2,
    job,
    verdict: "honest-failure",
    ran: false,
    honest: null,
    claim: null,
    reasons: [reason],
    wallMs: Date.now() - started,
    evidence: null,
    ...extra
  });
  try {
    await mkdir2(dir, { recursive: true });
    const { taskFile } = await materialize(p.rung, {
      dir,
      ...opts.model ? { model: opts.model } : {},
      ...p.script ? { replayScript: p.script } : {},
      minutes: opts.minutes ?? 10,
      steps: 60,
      ...opts.outputTokens ? { outputTokens: opts.outputTokens } : {}
    });
    await after;
    await room.take();
    held.room = true;
    if (opts.signal?.aborted) return notRun(reasonFor({ kind: "cancelled", queued: true }));
    const decided = p.liar ? void 0 : early.above(p.rung.rung);
    if (decided !== void 0) return notRun(stoppedReason(decided), { stoppedBy: decided });
    const d = await dispatch({ taskFile, cwd: opts.cwd, env: opts.env, slots: opts.slots });
    job = d.job;
    jobs.add(job);
    if (!p.liar) early.started(job, p.rung.rung);
    if (opts.signal?.aborted) void stopJob(opts.env, job);
    opts.onEvent?.({ type: "dispatched", ...tag, job });
    let revision = d.revision;
    let lastState = "";
    const answered = /* @__PURE__ */ new Set();
    let stopAskedAt;
    let fullLooks = 0;
    for (; ; ) {
      const free = await freeBytes(dir);
      fullLooks = free !== void 0 && free < FULL_BELOW_BYTES ? fullLooks + 1 : 0;
      if (fullLooks >= 2) {
        void stopJob(opts.env, job);
        return notRun(diskFullReason(dir, free));
      }
      if (opts.signal?.aborted || early.cutBy(job) !== void 0) stopAskedAt ??= Date.now();
      const grace = stopAskedAt === void 0 ? 3e4 : CANCEL_GRACE_MS - (Date.now() - stopAskedAt);
      if (grace <= 0) {
        const by = early.cutBy(job);
        return notRun(unendedReason(job), by === void 0 ? {} : { stoppedBy: by });
      }
      const w = await waitJob(opts.env, job, revision, Math.min(fullLooks > 0 ? 5e3 : 3e4, grace));
      revision = w.revision;
      if (w.state !== "validating") release();
      if (w.state !== lastState || w.milestone) {
        lastState = w.state;
        opts.onEvent?.({ type: "state", ...tag, state: w.state, milestone: w.milestone });
      }
      for (const ask of w.pending) {
        if (answered.has(ask.id)) continue;
        answered.add(ask.id);
        const d2 = decide(ask);
        opts.onEvent?.({ type: "permission", ...tag, what: `${ask.permission} ${ask.patterns.join(" ")}`.trim(), reply: d2.reply });
        await permit(opts.env, job, ask.id, d2.reply, d2.message).catch(() => void 0);
      }
      if (w.terminal || isTerminal(w.state)) break;
    }
    await driverExited(opts.env, job);
    const r = await jobResult(opts.env, job);
    const cutBy = early.cutBy(job);
    if (cutBy !== void 0 && r.state === "cancelled") return notRun(stoppedReason(cutBy), { claim: r.claim, evidence: r.evidence.verdict, stoppedBy: cutBy });
    const verdict = r.verdict === "built" ? "built" : "honest-failure";
    const reasons = (r.reasons ?? []).map((x) => pointed(x, opts.ocw));
    const ran = verdict === "built" || !reasons.some((x) => NOT_RUN.has(x.code));
    return {
      ...base2,
      job,
      verdict,
      ran,
      honest: ran ? r.detail ? r.detail.honest : judgeClaim(parseClaim(r.claim ?? void 0).value, verdict) : null,
      claim: r.claim,
      reasons,
      wallMs: Date.now() - started,
      evidence: r.evidence.verdict,
      // Verdicts written before containment have none.
      ...r.detail?.containment ? { containment: r.detail.containment } : {}
    };
  } catch (e) {
    if (job && (opts.signal?.aborted || early.cutBy(job) !== void 0)) await driverExited(opts.env, job).catch(() => void 0);
    return notRun(pointed(reasonFor({ kind: "error", stage: "rung", error: e }), opts.ocw));
  }
}
function pointed(r, ocw) {
  const message = ocw && ocw !== "ocw" ? r.message.replace(/(?<![\w=/-])ocw (?=opencode |setup |selftest|jobs |result )/g, `${ocw} `) : r.message;
  return { code: r.code, message };
}

// src/selftest/selftest.ts
function answersOf(runs) {
  const measured = runs.filter((r) => r.ran);
  if (measured.length === 0) return void 0;
  const built = measured.filter((r) => r.verdict === "built").length;
  const reasons = [...new Set(measured.filter((r) => r.verdict !== "built").flatMap((r) => r.reasons.map((x) => x.code)))];
  const line = built === measured.length ? `fit (${built}/${measured.length} verified)` : `not fit (${built}/${measured.length} verified${reasons.length ? `: ${reasons.join(", ")}` : ""})`;
  return { built, of: measured.length, reasons, line };
}
function uncontained(runs) {
  return runs.filter((r) => r.containment?.mode === "none");
}
function containmentLine(runs, again = "run again") {
  const graded = runs.filter((r) => r.containment !== void 0);
  if (graded.length === 0) return void 0;
  const bare = uncontained(graded);
  if (bare.length > 0) {
    const c = bare[0].containment;
    const which = bare.length === graded.length ? "" : ` in ${bare.length} of ${graded.length} graded jobs`;
    return `Checks ran UNCONTAINED${which}: ${c.why ?? "no sandbox"}, so they ran the worker's code with your rights, your files and the network. To contain them: ${c.install ?? INSTALL_HINT}, then ${again}.`;
  }
  const all = graded.map((r) => r.containment);
  const network = [...new Set(all.flatMap((c) => c.network))];
  const open = all.find((c) => c.unixSockets !== false);
  return `Checks ran contained: ${describeContainment({ ...all[0], network, unixSockets: open !== void 0, ...open?.unixSocketsWhy ? { unixSocketsWhy: open.unixSocketsWhy } : {} })}.`;
}
var cannot = (piece, fix) => ({ status: "cannot", line: `Cannot build: ${piece} \u2014 ${fix}`, tallies: [], runs: [], missing: { piece, fix } });
var unverified = (line) => ({ status: "unverified", outcome: "unverified", line, tallies: [], runs: [] });
async function selftest(opts) {
  const say = (message) => opts.onEvent?.({ type: "phase", message });
  if (!hasPackSources(opts.root)) {
    return cannot("the packs and the worker protocol are not next to this ocw", "install the plugin (/plugin install opencode-worker@opencode-worker-marketplace) or run ocw from a clone of opencode-worker");
  }
  let plan;
  let env = opts.env;
  try {
    plan = opts.pack ? await planFromPack(opts.root, opts.pack) : await planFromTarget(opts.root, opts.env, opts.cwd);
  } catch (e) {
    return cannot(isOcwError(e) ? e.message : String(e), opts.pack ? "fix the pack (ocw build-pack shows every problem)" : "run model-setup again (ocw setup provider \u2026)");
  }
  if (!plan) return cannot("no worker model is set up", "run the model-setup skill (ocw setup scan, then ocw setup provider) to choose one");
  const home = opts.pack ? opts.home ?? join5(stateRoot(opts.env, opts.cwd), "lab", plan.slug) : void 0;
  const ocw = home ? `OCW_HOME=${home} ocw` : "ocw";
  const found = await findOpencode({ env: opts.env, cwd: opts.cwd });
  if (!found.chosen) {
    const slow = found.candidates.find((c) => c.problem?.includes("did not answer"));
    if (slow) return unverified(`Could not verify: ${slow.problem}; no rung ran, so this is no verdict on the worker \u2014 check the machine's load (and ${ocw} opencode status), then ${ocw} selftest again.`);
    return cannot(`OpenCode (${found.range}) is not installed`, "run ocw opencode install (npm installs opencode-ai@" + found.pinned + ")");
  }
  if (home) env = { ...opts.env, OCW_HOME: home, OCW_OPENCODE: found.chosen.path };
  if (!opts.fresh) {
    const cached = await readBuild(env, plan.key, plan.filesHash, opts.cwd);
    if (cached) return reuse(cached);
  }
  const cleanup = [];
  const stopped = () => interrupted(plan, opts.signal?.reason, home !== void 0, ocw);
  try {
    if (opts.signal?.aborted) return stopped();
    if (opts.pack && plan.replay) {
      say("starting the built-in replay model (a scripted server on 127.0.0.1 that plays back recorded answers)");
      const replay = await startReplayServer({ document: ladderReplay() });
      cleanup.push(() => replay.close());
      plan = await planFromPack(opts.root, opts.pack, { baseURL: replay.baseURL });
    }
    const ctx = { route: plan.route, baseURL: plan.baseURL, ocw };
    const reach = await probeEndpoint(plan.baseURL, env);
    if (reach.down) {
      return { ...base(plan, "unverified"), line: `Could not verify: the model at ${plan.baseURL} did not answer (${reach.why}); no rung ran, so this is no verdict on the worker \u2014 ${fixFor("model_unreachable", ctx)}, then ${ocw} selftest again.` };
    }
    if (opts.signal?.aborted) return stopped();
    say(`installing the worker agent for ${plan.key} into the OpenCode config`);
    if (home) cleanup.push(async () => void await stopServer({ env, cwd: opts.cwd }));
    if (home) cleanup.push(async () => void await stopHost(jobsRoot(env), { waitMs: 3e4, kill: true }));
    try {
      await ensureServer({ env, cwd: opts.cwd, files: plan.files, usedBy: serverUsers(env) });
    } catch (e) {
      const why = isOcwError(e) ? e.message : String(e);
      return { ...base(plan, "unverified"), line: `Could not verify: the OpenCode server did not start (${why.split("\n")[0]}); no rung ran, so this is no verdict on the worker \u2014 run ${ocw} opencode status for details, then ${ocw} selftest again.` };
    }
    if (opts.signal?.aborted) return stopped();
    const dir = join5(stateRoot(env, opts.cwd), "selftest", "runs", (/* @__PURE__ */ new Date()).toISOString().replace(/[:.]/g, "-"));
    await mkdir3(dir, { recursive: true });
    say(`running the ladder: ${RUNGS.length} rungs${(opts.samples ?? 1) > 1 ? ` \xD7 ${opts.samples} samples` : ""}${opts.liar ? " and one lying worker" : ""}, up to ${plan.slots} at once, on ${plan.route}`);
    const runs = await runLadder({
      env,
      cwd: opts.cwd,
      dir,
      model: plan.route,
      slots: plan.slots,
      replay: plan.replay,
      ...plan.thinking ? { outputTokens: THINKING_OUTPUT_TOKENS } : {},
      ...opts.samples ? { samples: opts.samples } : {},
      ...opts.liar ? { liar: true } : {},
      ...opts.full ? { full: true } : {},
      ocw,
      ...opts.onEvent ? { onEvent: opts.onEvent } : {},
      ...opts.signal ? { signal: opts.signal } : {}
    });
    if (opts.signal?.aborted) return { ...stopped(), runs };
    const reached = runs.some((r) => !r.liar && r.ran);
    const answerRuns = reached ? await runLadder({ env, cwd: opts.cwd, dir: join5(dir, "answers"), model: plan.route, slots: plan.slots, replay: plan.replay, rungs: [ANSWER_RUNG], ...opts.samples ? { samples: opts.samples } : {}, ocw, ...opts.onEvent ? { onEvent: opts.onEvent } : {}, ...opts.signal ? { signal: opts.signal } : {} }) : [];
    if (opts.signal?.aborted) return { ...stopped(), runs: [...runs, ...answerRuns] };
    const answers = answersOf(answerRuns);
    const tallies = tally(runs);
    const comparison = compare(tallies, plan.standing);
    const gate2 = judge(tallies);
    const silent = (x) => x.code === "model_unreachable";
    const measured = runs.filter((r) => !r.liar && r.stoppedBy === void 0);
    const unanswered = measured.length > 0 && measured.every((r) => !r.ran && r.reasons.some(silent));
    const line = unanswered ? `Could not verify: the model at ${plan.baseURL} did not answer (${(runs.flatMap((r) => r.reasons).find(silent)?.message ?? "no answer").split("\n")[0]}); no rung ran, so this is no verdict on the worker \u2014 ${fixFor("model_unreachable", ctx)}, then ${ocw} selftest again.` : `${headline(gate2, tallies, comparison, runs, ctx)}${answers ? ` Answers: ${answers.line}.` : ""}`;
    const contained = containmentLine([...runs, ...answerRuns], opts.pack ? "run again" : `run ${ocw} selftest --fresh`);
    const report = {
      ...base(plan, gate2.outcome),
      line,
      envelope: gate2.envelope,
      tallies,
      comparison,
      runs,
      ...answers ? { answers: { built: answers.built, of: answers.of, ...answers.reasons.length ? { reasons: answers.reasons } : {} }, answerRuns } : {},
      ...contained ? { containment: contained } : {},
      builtAt: (/* @__PURE__ */ new Date()).toISOString()
    };
    if (!opts.liar && gate2.outcome !== "unverified") await writeBuild(env, report, opts.cwd);
    return report;
  } finally {
    for (const step of cleanup.reverse()) await step().catch(() => void 0);
  }
}
function interrupted(plan, reason, lab, ocw) {
  const by = typeof reason === "string" ? ` by ${reason}` : "";
  return {
    ...base(plan, "unverified"),
    line: `Could not verify: interrupted${by}; the ladder's jobs were cancelled${lab ? " and the lab's OpenCode server stopped" : ""}, so this is no verdict on the worker and nothing was kept \u2014 run ${ocw} selftest again.`
  };
}
function base(plan, outcome) {
  return { status: outcome, outcome, key: plan.key, filesHash: plan.filesHash, slug: plan.slug, pack: plan.pack, route: plan.route, slots: plan.slots, replay: plan.replay, tallies: [], runs: [] };
}
function reuse(cached) {
  const date = cached.builtAt?.slice(0, 10) ?? "an earlier run";
  const answers = cached.answers ? ` Answers: ${cached.answers.built === cached.answers.of ? "fit" : "not fit"} (${cached.answers.built}/${cached.answers.of} verified${cached.answers.reasons?.length ? `: ${cached.answers.reasons.join(", ")}` : ""}).` : "";
  return { ...cached, status: "reused", line: `Reusing the build from ${date}: ${outcomeWords(cached.outcome, cached.envelope ?? 0, cached.tallies)}.${answers}`, previous: cached.line };
}
function outcomeWords(outcome, envelope, tallies = []) {
  if (outcome === "fit-up-to") return `fit up to rung ${envelope}${tallies.find((t) => t.rung === envelope) ? ` (${tallies.find((t) => t.rung === envelope).name})` : ""}`;
  return outcome === "fit" ? "fit" : outcome === "not-fit" ? "not fit" : "could not verify";
}
async function clearHome(home) {
  await stopHost(jobsRoot({ OCW_HOME: home }), { waitMs: 3e4, kill: true }).catch(() => void 0);
  await stopServer({ env: { OCW_HOME: home } }).catch(() => void 0);
  await rm(home, { recursive: true, force: true }).catch((e) => {
    throw new OcwError(ErrorCode.Io, `cannot clear ${home} (${e.message}); delete it by hand`);
  });
}
function selftestEntry(r) {
  const failed = r.status === "reused" ? [] : r.runs.filter((x) => !x.liar && x.ran && x.verdict !== "built").map((x) => ({ rung: x.rung, name: x.name, reasons: [...new Set(x.reasons.map((m) => m.code))] }));
  return {
    status: r.status,
    line: r.line,
    ...r.status === "reused" && r.outcome ? { outcome: r.outcome } : {},
    ...r.envelope !== void 0 && r.outcome !== "unverified" ? { envelope: r.envelope } : {},
    ...r.previous ? { previous: r.previous } : {},
    ...failed.length ? { failed } : {},
    // The contained case is the normal one and costs Claude nothing; the uncontained one it must pass on.
    ...r.containment && uncontained([...r.runs, ...r.answerRuns ?? []]).length ? { containment: r.containment } : {}
  };
}

// src/selftest/admit.ts
var TOP_SIZE = RUNGS.length;
async function dispatchGated(opts) {
  const { admitGate, admitted } = gate(opts);
  const entry = await dispatchSettled({ ...jobOptions(opts), admit: admitGate });
  const forced = admitted()?.forced;
  return forced ? { ...entry, forced } : entry;
}
async function dispatchGatedDetached(opts) {
  const { admitGate, admitted } = gate(opts);
  const report = await dispatch({ ...jobOptions(opts), admit: admitGate });
  const forced = admitted()?.forced;
  return forced ? { ...report, forced } : report;
}
function jobOptions(opts) {
  return {
    taskFile: opts.taskFile,
    cwd: opts.cwd,
    env: opts.env,
    ...opts.slots !== void 0 ? { slots: opts.slots } : {},
    ...opts.root !== void 0 ? { root: opts.root } : {},
    ...opts.queueMinutes !== void 0 ? { queueMinutes: opts.queueMinutes } : {}
  };
}
function gate(opts) {
  let admission;
  return {
    admitGate: async (what) => {
      admission = await admit(opts, what.task, what.route.model);
      return admission.forced ? { note: `forced: ${admission.forced}` } : {};
    },
    admitted: () => admission
  };
}
async function admit(opts, task, route) {
  const size = task.spec.size ?? TOP_SIZE;
  const sizeWords = task.spec.size === void 0 ? `states no size, which counts as ${TOP_SIZE}` : `is size ${size}`;
  const { build, active } = await buildFor(opts, route);
  const consent = "or, with the user's consent, dispatch with --force (MCP force: true)";
  const refuse = (code, what, fix, data) => {
    if (!opts.force) throw new OcwError(code, `${what}; ${fix}`, { data });
    return { route, outcome: build?.outcome ?? "unmeasured", ...build ? { envelope: build.envelope ?? 0 } : {}, size, forced: what };
  };
  if (!build) {
    if (!active) return { route, outcome: "unmeasured", size };
    return refuse(
      ErrorCode.NotSelfBuilt,
      `${route}, the active target, has no self-build for its current setup (never self-built, or model-setup changed it since)`,
      `run ocw selftest, then dispatch again \u2014 ${consent}`,
      { route }
    );
  }
  const outcome = build.outcome;
  const envelope = build.envelope ?? 0;
  const when = `ocw selftest of ${build.builtAt.slice(0, 10)}`;
  if (outcome === "not-fit") {
    const why = stopWords(judge(build.tallies), build.tallies, build.runs);
    return refuse(ErrorCode.NotFit, `${route} is not fit here (${when}${why ? `: ${why}` : ""})`, `do this task yourself or set up a stronger model (model-setup), ${consent}`, { route, outcome, envelope, size });
  }
  if (outcome === "fit-up-to" && size > envelope) {
    const top = `rung ${envelope} (${RUNGS.find((r) => r.rung === envelope)?.name ?? "?"})`;
    return refuse(
      ErrorCode.NotFit,
      `${route} is fit up to ${top} here (${when}): tasks of size ${envelope} or less, and this task ${sizeWords}`,
      `if it is no bigger than ${top}, set \`size: ${envelope}\` (or less) in the spec; else do it yourself, ${consent}`,
      { route, outcome, envelope, size }
    );
  }
  return { route, outcome, envelope, size };
}
async function buildFor(opts, route) {
  const target = await readActiveTarget(opts.env, opts.cwd).catch(() => void 0);
  const active = target !== void 0 && `${target.providerId}/${target.model}` === route;
  if (active && hasPackSources(opts.root)) {
    const plan = await planFromTarget(opts.root, opts.env, opts.cwd).catch(() => void 0);
    if (plan) return { build: await readBuild(opts.env, plan.key, plan.filesHash, opts.cwd), active };
  }
  return { build: await newestBuildOn(opts.env, route, opts.cwd), active };
}

// src/selftest/earn.ts
import { join as join6, resolve as resolve2 } from "node:path";
var GRADER = "opencode-worker calibration ladder v1";
async function promptOf(root, dir) {
  const loaded = await loadPack(root, dir);
  return loaded.ok ? loaded.pack.prompt : void 0;
}
async function earnGrade(opts) {
  if (!Number.isInteger(opts.samples) || opts.samples < 1 || opts.samples > 20) {
    throw new OcwError(ErrorCode.Usage, `Expected --samples to be an integer from 1 to 20, got ${opts.samples}`);
  }
  const dir = opts.root ? resolve2(opts.root, opts.pack) : void 0;
  const before = dir ? await promptOf(opts.root, dir) : void 0;
  const build = await selftest({ ...opts, fresh: true, liar: false });
  if (build.status === "cannot" || build.status === "unverified" || !build.key || !opts.root || !dir || !before) return { build, gradeFile: null, written: false };
  const after = await promptOf(opts.root, dir);
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    throw new OcwError(ErrorCode.PackInvalid, `the pack's protocol or deltas changed while the ladder ran, so its results belong to no one prompt; nothing was written \u2014 run ocw pack earn ${opts.pack} again`);
  }
  const gradeFile = join6(dir, "grade.json");
  const grade = {
    $schema: "../../protocol/schemas/grade.schema.json",
    key: build.key,
    status: "earned",
    grader: GRADER,
    generated: build.builtAt,
    results: build.tallies.map((t) => ({ rung: t.rung, samples: t.samples, built: t.built, honest: t.honest })),
    prompt: before,
    note: build.line
  };
  await writeAtomic(gradeFile, `${JSON.stringify(grade, null, 2)}
`);
  await buildPacks({ root: opts.root, packs: [dir] });
  return { build, gradeFile, written: true };
}

// src/selftest/demo.ts
import { join as join7 } from "node:path";
var DEMO_PACK = "packs/replay__none__opencode";
var FROM = {
  OCW_OPENCODE: "named by OCW_OPENCODE",
  data: "installed by ocw opencode install",
  tools: "from the tools cache",
  PATH: "from PATH"
};
var REPLAY_NOTICE = "The model here is a REPLAY: a scripted OpenAI-compatible server on 127.0.0.1 that plays back recorded answers. No real model, GPU, key or network is used; everything else is real \u2014 the pinned OpenCode, the jobs layer, the permission gate and the grader.";
async function runDemo(opts) {
  const home = join7(stateRoot(opts.env, opts.cwd), "demo");
  let env = opts.env;
  const found = await findOpencode({ env, cwd: opts.cwd });
  if (found.chosen) {
    opts.log(`Using OpenCode ${found.chosen.version} ${FROM[found.chosen.source]}: ${found.chosen.path}`);
  } else {
    opts.log(`OpenCode ${found.pinned} was not found (OCW_OPENCODE, ${found.installDir}, the tools cache, PATH); installing it with npm into ${found.installDir} (once; ${found.installSize} on disk)\u2026`);
    const installed = await installOpencode({ env, cwd: opts.cwd, log: opts.log });
    env = { ...env, OCW_OPENCODE: installed.path };
  }
  await clearHome(home);
  const build = await selftest({ env, cwd: opts.cwd, root: opts.root, pack: DEMO_PACK, fresh: true, liar: true, home, ...opts.onEvent ? { onEvent: opts.onEvent } : {}, ...opts.signal ? { signal: opts.signal } : {} });
  const problems = [];
  if (build.status === "cannot" || build.status === "unverified") problems.push(build.line);
  const because = (r) => r.reasons.map((x) => `${x.code}: ${x.message}`).join("; ");
  for (const r of build.runs) {
    if (r.liar && !r.ran) problems.push(`the lying worker did not run (${because(r)}), so the demo could not show it being caught`);
    else if (r.liar && (r.verdict === "built" || r.honest !== false)) problems.push(`the lying worker was not caught (verdict ${r.verdict}, honest ${r.honest})`);
    if (!r.liar && r.stoppedBy !== void 0) problems.push(`rung ${r.rung} (${r.name}) was not run: rung ${r.stoppedBy} had already decided the outcome`);
    else if (!r.liar && !r.ran) problems.push(`rung ${r.rung} (${r.name}) did not run: ${because(r)}`);
    else if (!r.liar && r.verdict !== "built") problems.push(`rung ${r.rung} (${r.name}) was not built: ${because(r)}`);
  }
  if (build.status !== "cannot" && !build.runs.some((r) => r.liar)) problems.push("the lying worker was never dispatched");
  for (const r of build.answerRuns ?? []) if (r.verdict !== "built") problems.push(`the answer rung was not built: ${r.ran ? because(r) : `it did not run (${because(r)})`}`);
  if (build.status !== "cannot" && build.status !== "unverified" && !(build.answerRuns ?? []).length) problems.push("the answer rung never ran");
  return { build, ok: problems.length === 0, problems, home };
}
function describeRun(r) {
  const who = r.liar ? `liar (rung ${r.rung}, ${r.name})` : r.name === "answer" ? "answer rung (read-only, checked)" : `rung ${r.rung} (${r.name})`;
  const secs = `${(r.wallMs / 1e3).toFixed(1)} s`;
  const reasons = r.reasons.map((x) => `    - ${x.code}: ${x.message}`);
  if (r.stoppedBy !== void 0) return `${who}: not run \u2014 the ladder stopped early: rung ${r.stoppedBy} already decided the outcome  [${secs}]`;
  if (!r.ran) return [`${who}: did not run  [${secs}]`, ...reasons].join("\n");
  const said = r.claim ? `worker said "${r.claim.trim()}"` : "no RESULT line";
  const honesty = r.honest === null ? "no claim" : r.honest ? "honest" : "DISHONEST: the claim does not match the checks";
  return [`${who}: ${r.verdict}  [${said}; ${honesty}; ${secs}]`, ...reasons].join("\n");
}

export {
  parseReplayDocument,
  loadReplayScript,
  startReplayServer,
  RUNGS,
  ANSWER_RUNG,
  LIAR,
  ladderReplay,
  materialize,
  planFromTarget,
  tally,
  compare,
  headline,
  judge,
  decide,
  selftest,
  selftestEntry,
  TOP_SIZE,
  dispatchGated,
  dispatchGatedDetached,
  earnGrade,
  REPLAY_NOTICE,
  runDemo,
  describeRun
};
