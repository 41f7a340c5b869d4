/**
 * Tool calls a model wrote as text. A chat template's tool calls reach a client as structured
 * `tool_calls` only when the server parses them out of the generated text; when it does not
 * (llama.cpp without `--jinja`, vLLM without a tool-call parser, an ollama template without
 * tools), the client receives the call as plain words, runs nothing, and the turn just ends.
 * These are the forms the common templates write, and what turns the parsing on for each engine.
 * Both `ocw setup verify` (its tool round trip) and a job's diagnosis read them from here.
 */

/** Which template wrote the call. */
export type ToolTextFormat = "hermes" | "qwen3-coder" | "glm" | "mistral" | "llama" | "json";

export interface ToolTextCall {
  readonly format: ToolTextFormat;
  /** The marker as written, for the message: `<tool_call>`, `[TOOL_CALLS]`, … */
  readonly marker: string;
  /** The tool it names, when the text says. */
  readonly tool?: string;
}

// A bare JSON call is only taken for one when it names a tool: an honest answer may show JSON.
const TOOL_NAMES = ["read", "write", "edit", "bash", "glob", "grep", "list", "patch", "multiedit", "todowrite", "todoread", "webfetch", "task", "apply_patch"];

const NAME = String.raw`[\w.-]+`;
const re = (source: string): RegExp => new RegExp(source);

interface Form {
  readonly format: ToolTextFormat;
  readonly marker: string;
  /** The marker, matched only where a body follows it: prose naming the marker is not a call. */
  readonly start: RegExp;
  /** The format and tool the body (the text after the marker, up to its close) says. */
  readonly read: (body: string) => { readonly format?: ToolTextFormat; readonly tool?: string };
}

// The name in a JSON call body: [{"name": …}] or {"name": …}, wherever "name" sits in the object.
const jsonName = (body: string): string | undefined => re(String.raw`^\s*\[?\s*\{[^]*?"name"\s*:\s*"(${NAME})"`).exec(body)?.[1];

const FORMS: readonly Form[] = [
  // Hermes and Qwen 2.5/3: <tool_call>{"name": …}</tool_call>; Qwen3-Coder: <tool_call><function=write><parameter=…>;
  // GLM-4.5: <tool_call>write<arg_key>…</arg_key>…</tool_call>.
  {
    format: "hermes",
    marker: "<tool_call>",
    start: re(String.raw`<tool_call>(?=\s*(?:[{[]|<function=|${NAME}\s*(?:<arg_key>|</tool_call>)))`),
    read: (body) => {
      const xml = re(String.raw`^\s*<function=(${NAME})>`).exec(body)?.[1];
      if (xml) return { format: "qwen3-coder", tool: xml };
      const glm = re(String.raw`^\s*(${NAME})\s*(?:<arg_key>|$)`).exec(body)?.[1];
      if (glm) return { format: "glm", tool: glm };
      return { tool: jsonName(body) };
    },
  },
  // Qwen3-Coder's XML body when the server dropped the <tool_call> wrapper.
  { format: "qwen3-coder", marker: "<function=…>", start: re(String.raw`<function=(?=${NAME}>)`), read: (body) => ({ tool: re(String.raw`^(${NAME})>`).exec(body)?.[1] }) },
  // Mistral: [TOOL_CALLS][{"name": …}], or [TOOL_CALLS]write[ARGS]{…} (some tokenizers put [CALL_ID]… before [ARGS]).
  { format: "mistral", marker: "[TOOL_CALLS]", start: re(String.raw`\[TOOL_CALLS\](?=\s*(?:[{[]|${NAME}\[(?:ARGS|CALL_ID)\]))`), read: (body) => ({ tool: re(String.raw`^\s*(${NAME})(?:\[CALL_ID\][^[]*)?\[ARGS\]`).exec(body)?.[1] ?? jsonName(body) }) },
  // Llama 3.x: <|python_tag|>{"name": …}, or a built-in tool's brave_search.call(…); Llama 4: <|python_start|>[write(…)].
  // The name is lazy so brave_search.call( names brave_search.
  { format: "llama", marker: "<|python_tag|>", start: re(String.raw`<\|python_(?:tag|start)\|>(?=\s*(?:[{[]|${NAME}\())`), read: (body) => ({ tool: jsonName(body) ?? re(String.raw`^\s*\[?\s*(${NAME}?)(?:\.call)?\(`).exec(body)?.[1] }) },
];

// Where a marker's body ends, so its name is read from this call and not a later one.
const CLOSE = /<\/tool_call>|<\/function>|<tool_call>|\[TOOL_CALLS\]|<\|(?:eom_id|eot_id|python_end)\|>/;

/**
 * The first tool call written as text in `text`, or undefined. `tools` names the tools the
 * request offered beyond OpenCode's own, so a bare `{"name": …, "arguments": …}` naming one counts.
 */
export function toolCallInText(text: string, tools: readonly string[] = []): ToolTextCall | undefined {
  let first: { readonly at: number; readonly call: ToolTextCall } | undefined = bareCall(text, tools);
  for (const f of FORMS) {
    const m = f.start.exec(text);
    // The earliest call in the text, not the first form tried (JSON inside a marker sits after it).
    if (!m || (first && first.at < m.index)) continue;
    const after = text.slice(m.index + m[0].length);
    const close = CLOSE.exec(after);
    const said = f.read(close ? after.slice(0, close.index) : after);
    first = { at: m.index, call: { format: said.format ?? f.format, marker: f.marker, ...(said.tool ? { tool: said.tool } : {}) } };
  }
  return first?.call;
}

// A bare call object, as many templates write when they have no markers of their own.
function bareCall(text: string, tools: readonly string[]): { readonly at: number; readonly call: ToolTextCall } | undefined {
  const names = [...TOOL_NAMES, ...tools].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const m = re(String.raw`\{\s*"name"\s*:\s*"(${names})"\s*,\s*"(?:arguments|parameters)"\s*:\s*[{"]`).exec(text);
  return m ? { at: m.index, call: { format: "json", marker: '{"name": …, "arguments": …}', tool: m[1]! } } : undefined;
}

// vLLM's parser for each template family (vllm serve --tool-call-parser).
const VLLM_PARSER: Readonly<Record<ToolTextFormat, string>> = { hermes: "hermes", "qwen3-coder": "qwen3_coder", glm: "glm45", mistral: "mistral", llama: "llama3_json", json: "hermes" };

/**
 * What turns tool-call parsing on, for the engine serving the model (the target's), or for
 * each common engine when it is not known.
 */
export function toolParserFix(engine: string | undefined, format: ToolTextFormat = "hermes"): string {
  const fixes: Readonly<Record<string, string>> = {
    "llama.cpp": "llama.cpp: start llama-server with `--jinja` (and `--chat-template-file` when the GGUF's own template has no tool calls)",
    vllm: `vLLM: serve with \`--enable-auto-tool-choice --tool-call-parser ${VLLM_PARSER[format]}\`${format === "hermes" ? " (`qwen3_coder` for Qwen3-Coder)" : ""}`,
    ollama: "ollama: use a model whose template supports tools (`ollama show --template <model>` mentions `.Tools`)",
    lmstudio: "LM Studio: load the model with a chat template that supports tools",
  };
  const known = engine !== undefined ? fixes[engine] : undefined;
  return known ?? [fixes["llama.cpp"], fixes.vllm, fixes.ollama].join("; ");
}
