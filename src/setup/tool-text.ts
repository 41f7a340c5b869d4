/**
 * Tool calls a model wrote as text. A chat template's tool calls reach a client as structured
 * `tool_calls` only when the server parses them out of the generated text; when it does not
 * (llama.cpp without `--jinja`, vLLM without a tool-call parser, an ollama template without
 * tools), the client receives the call as plain words, runs nothing, and the turn just ends.
 * These are the forms the common templates write, and what turns the parsing on for each engine.
 * Both `ocw setup verify` (its tool round trip) and a job's diagnosis read them from here.
 */

/** Which template wrote the call. */
export type ToolTextFormat = "hermes" | "mistral" | "llama" | "json";

export interface ToolTextCall {
  readonly format: ToolTextFormat;
  /** The marker as written, for the message: `<tool_call>`, `[TOOL_CALLS]`, … */
  readonly marker: string;
  /** The tool it names, when the text says. */
  readonly tool?: string;
}

// A bare JSON call is only taken for one when it names a tool: an honest answer may show JSON.
const TOOL_NAMES = "read|write|edit|bash|glob|grep|list|patch|multiedit|todowrite|todoread|webfetch|task|apply_patch";

const FORMS: readonly { readonly format: ToolTextFormat; readonly marker: string; readonly re: RegExp }[] = [
  // Hermes and Qwen (2.5, 3, 3-Coder's XML body alike): <tool_call>{"name": …}</tool_call>, or <function=write> inside it.
  { format: "hermes", marker: "<tool_call>", re: /<tool_call>\s*(?:\{\s*"name"\s*:\s*"([\w.-]+)"|<function=([\w.-]+)>)?/ },
  { format: "hermes", marker: "<function=…>", re: /<function=([\w.-]+)>/ },
  // Mistral: [TOOL_CALLS][{"name": …}] or [TOOL_CALLS]write[ARGS]{…}.
  { format: "mistral", marker: "[TOOL_CALLS]", re: /\[TOOL_CALLS\]\s*(?:\[?\s*\{\s*"name"\s*:\s*"([\w.-]+)"|([\w.-]+)\[ARGS\])?/ },
  // Llama 3.x: <|python_tag|>{"name": …} (and 4's <|python_start|>).
  { format: "llama", marker: "<|python_tag|>", re: /<\|python_(?:tag|start)\|>\s*(?:\{\s*"name"\s*:\s*"([\w.-]+)")?/ },
  // A bare call object, as many templates write when they have no markers of their own.
  { format: "json", marker: '{"name": …, "arguments": …}', re: new RegExp(`\\{\\s*"name"\\s*:\\s*"(${TOOL_NAMES})"\\s*,\\s*"(?:arguments|parameters)"\\s*:\\s*\\{`) },
];

/** The first tool call written as text in `text`, or undefined. */
export function toolCallInText(text: string): ToolTextCall | undefined {
  for (const f of FORMS) {
    const m = f.re.exec(text);
    if (!m) continue;
    const tool = m.slice(1).find((g) => g !== undefined);
    return { format: f.format, marker: f.marker, ...(tool ? { tool } : {}) };
  }
  return undefined;
}

// vLLM's parser for each template family (vllm serve --tool-call-parser).
const VLLM_PARSER: Readonly<Record<ToolTextFormat, string>> = { hermes: "hermes (qwen3_coder for Qwen3-Coder)", mistral: "mistral", llama: "llama3_json", json: "hermes" };

/**
 * What turns tool-call parsing on, for the engine serving the model (the target's), or for
 * each common engine when it is not known.
 */
export function toolParserFix(engine: string | undefined, format: ToolTextFormat = "hermes"): string {
  const fixes: Readonly<Record<string, string>> = {
    "llama.cpp": "llama.cpp: start llama-server with `--jinja` (and `--chat-template-file` when the GGUF's own template has no tool calls)",
    vllm: `vLLM: serve with \`--enable-auto-tool-choice --tool-call-parser ${VLLM_PARSER[format]}\``,
    ollama: "ollama: use a model whose template supports tools (`ollama show --template <model>` mentions `.Tools`)",
    lmstudio: "LM Studio: load the model with a chat template that supports tools",
  };
  const known = engine !== undefined ? fixes[engine] : undefined;
  return known ?? [fixes["llama.cpp"], fixes.vllm, fixes.ollama].join("; ");
}
