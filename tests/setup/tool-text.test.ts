import { describe, expect, it } from "vitest";
import { toolCallInText, toolParserFix } from "../../src/setup/index.js";

/**
 * The shared detector behind verify's tools check and a job's diagnosis. Each form is what a
 * model really writes when the server leaves its call unparsed (the templates' own syntax);
 * each guard is an honest answer that must not read as a call.
 */

describe("toolCallInText", () => {
  const calls: readonly [string, string, ReturnType<typeof toolCallInText>][] = [
    ["hermes with a name", '<tool_call>\n{"name": "write", "arguments": {"filePath": "a.ts", "content": "x"}}\n</tool_call>', { format: "hermes", marker: "<tool_call>", tool: "write" }],
    ["hermes, name after the arguments", '<tool_call>{"arguments": {"command": "ls"}, "name": "bash"}</tool_call>', { format: "hermes", marker: "<tool_call>", tool: "bash" }],
    ["hermes without a name", '<tool_call>\n{"arguments": {"command": "ls"}}\n</tool_call>', { format: "hermes", marker: "<tool_call>" }],
    ["qwen3-coder XML body", "<tool_call>\n<function=write>\n<parameter=filePath>\n/tmp/a.ts\n</parameter>\n<parameter=content>\nx\n</parameter>\n</function>\n</tool_call>", { format: "qwen3-coder", marker: "<tool_call>", tool: "write" }],
    ["qwen3-coder body without its wrapper", "<function=read>\n<parameter=filePath>\nsrc/a.ts\n</parameter>\n</function>", { format: "qwen3-coder", marker: "<function=…>", tool: "read" }],
    ["glm-4.5", "<tool_call>bash\n<arg_key>command</arg_key>\n<arg_value>ls</arg_value>\n</tool_call>", { format: "glm", marker: "<tool_call>", tool: "bash" }],
    ["mistral JSON list", '[TOOL_CALLS][{"name": "edit", "arguments": {"filePath": "a.ts"}}]', { format: "mistral", marker: "[TOOL_CALLS]", tool: "edit" }],
    ["mistral name[ARGS]", '[TOOL_CALLS]grep[ARGS]{"pattern": "foo"}', { format: "mistral", marker: "[TOOL_CALLS]", tool: "grep" }],
    ["mistral name[CALL_ID]…[ARGS]", '[TOOL_CALLS]glob[CALL_ID]a1b2c3d4e[ARGS]{"pattern": "*.ts"}', { format: "mistral", marker: "[TOOL_CALLS]", tool: "glob" }],
    ["mistral without a name", '[TOOL_CALLS][{"arguments": {"pattern": "foo"}}]', { format: "mistral", marker: "[TOOL_CALLS]" }],
    ["llama 3 JSON", '<|python_tag|>{"name": "bash", "parameters": {"command": "ls"}}<|eom_id|>', { format: "llama", marker: "<|python_tag|>", tool: "bash" }],
    ["llama 3 built-in tool", '<|python_tag|>brave_search.call(query="vitest")<|eom_id|>', { format: "llama", marker: "<|python_tag|>", tool: "brave_search" }],
    ["llama 4 pythonic", '<|python_start|>[read(filePath="a.ts")]<|python_end|>', { format: "llama", marker: "<|python_tag|>", tool: "read" }],
    ["llama without a name", '<|python_tag|>{"parameters": {"command": "ls"}}', { format: "llama", marker: "<|python_tag|>" }],
    ["a bare call naming a known tool", 'I will run it.\n{"name": "bash", "arguments": {"command": "npm test"}}', { format: "json", marker: '{"name": …, "arguments": …}', tool: "bash" }],
    ["a bare call with arguments as a JSON string", '{"name": "read", "arguments": "{\\"filePath\\": \\"a.ts\\"}"}', { format: "json", marker: '{"name": …, "arguments": …}', tool: "read" }],
  ];
  for (const [name, text, want] of calls) {
    it(`toolCallInText - ${name}`, () => {
      expect(toolCallInText(text)).toEqual(want);
    });
  }

  it("toolCallInText - a bare call counts for a tool the request offered, not for any name", () => {
    const text = '{"name": "add_numbers", "arguments": {"a": 1, "b": 2}}';
    expect(toolCallInText(text)).toBeUndefined();
    expect(toolCallInText(text, ["add_numbers"])).toEqual({ format: "json", marker: '{"name": …, "arguments": …}', tool: "add_numbers" });
  });

  it("toolCallInText - the first call in the text wins, whatever its form", () => {
    const text = '{"name": "bash", "arguments": {"command": "ls"}}\nthen [TOOL_CALLS][{"name": "read", "arguments": {}}]';
    expect(toolCallInText(text)).toMatchObject({ format: "json", tool: "bash" });
    // The name is this call's, not a later one's.
    expect(toolCallInText('<tool_call>{"arguments": {}}</tool_call> <tool_call>{"name": "write", "arguments": {}}</tool_call>')).toEqual({ format: "hermes", marker: "<tool_call>" });
  });

  const honest: readonly [string, string][] = [
    ["a JSON example with a name that is not a tool", 'An OpenAI tool call looks like this:\n```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n```'],
    ["prose mentioning tool_call without brackets", "The tool_call field is empty because the model answered in prose; tool_calls are parsed by the server."],
    ["a code block with a person's name", '```ts\nconst user = {"name": "Ada"};\n```'],
    ["a name key that is a tool word, but no arguments", '{"name": "read", "size": 3}'],
    ["prose naming the markers in backticks", "Qwen wraps calls in `<tool_call>` tags, Mistral prefixes `[TOOL_CALLS]`, and Llama uses `<|python_tag|>`."],
    ["a plain answer", "The sum is 9382."],
    ["empty", ""],
  ];
  for (const [name, text] of honest) {
    it(`toolCallInText - not a call: ${name}`, () => {
      expect(toolCallInText(text)).toBeUndefined();
    });
  }

  // SmolLM2-135M-Instruct's real answer to verify's tool check (docs/real-model.md): its template
  // drops the tool list, so it wrote Python that defines and calls the function. That is no tool
  // call, even for the offered tool's name: verify says no_tool_call and names the template.
  it("toolCallInText - not a call: a real model's Python code block defining and calling the offered tool", () => {
    const text = "To compute 4569 + 3136, you can use the add_numbers function in Python. Here's how you can do it:\n\n```python\ndef add_numbers(num1, num2):\n    return (num1 + num2) * 2\n\nresult = add_numbers(4569, 3136)\nprint(result)\n```\n\nWhen you run this code, it will output:\n\n```\n1783.2022\n```";
    expect(toolCallInText(text, ["add_numbers"])).toBeUndefined();
  });
});

describe("toolParserFix", () => {
  it("toolParserFix - each engine's switch, with vLLM's parser for the format", () => {
    expect(toolParserFix("llama.cpp")).toMatch(/^llama\.cpp: .*`--jinja`/);
    expect(toolParserFix("vllm", "hermes")).toContain("`--enable-auto-tool-choice --tool-call-parser hermes`");
    expect(toolParserFix("vllm", "qwen3-coder")).toContain("`--enable-auto-tool-choice --tool-call-parser qwen3_coder`");
    expect(toolParserFix("vllm", "mistral")).toContain("--tool-call-parser mistral`");
    expect(toolParserFix("vllm", "llama")).toContain("--tool-call-parser llama3_json`");
    expect(toolParserFix("vllm", "glm")).toContain("--tool-call-parser glm45`");
    expect(toolParserFix("ollama")).toMatch(/^ollama: .*template.*\.Tools/);
    expect(toolParserFix("lmstudio")).toMatch(/^LM Studio: /);
  });

  it("toolParserFix - the command in backticks is one a user can paste", () => {
    for (const format of ["hermes", "qwen3-coder", "glm", "mistral", "llama", "json"] as const) {
      const command = /`([^`]+)`/.exec(toolParserFix("vllm", format))?.[1];
      expect(command, format).toMatch(/^--enable-auto-tool-choice --tool-call-parser \w+$/);
    }
  });

  it("toolParserFix - an unknown engine gets llama.cpp's, vLLM's and ollama's switches", () => {
    for (const engine of [undefined, "sglang", "openai-compatible"]) {
      const fix = toolParserFix(engine, "mistral");
      expect(fix).toMatch(/^llama\.cpp: .*; vLLM: .*--tool-call-parser mistral.*; ollama: /);
    }
  });
});
