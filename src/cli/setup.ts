import { performance } from "node:perf_hooks";
import { ErrorCode, OcwError } from "../error.js";
import { CHECKS } from "../setup/index.js";
import type { Context, Outcome } from "./context.js";
import { runFit, runScan, runServe } from "./setup-discover.js";
import { runAccounts } from "./setup-accounts.js";
import { runLocality, runProvider, runVerify } from "./setup-provision.js";
import { Values } from "./setup-values.js";

/**
 * `ocw setup <scan|fit|serve|provider|verify|locality>`: model-setup from the command line. Each
 * subcommand maps flags to one library call and renders its result; `--json` prints the same
 * data the MCP tools will return. Flags a subcommand does not take are usage errors (exit 2);
 * bad values, unreachable servers and failed checks are errors with exit 1.
 */

const SUBCOMMANDS: Readonly<Record<string, readonly string[]>> = {
  scan: ["url", "ports", "host", "timeout", "key-env"],
  accounts: ["provider"],
  fit: ["gguf", "model", "quant", "endpoint", "slots", "ctx", "kv", "no-kv-unified", "ubatch", "vram", "ram", "cpu-only", "key-env", "timeout"],
  serve: ["engine", "gguf", "model", "quant", "timeout", "alias", "slots", "ctx", "kv", "no-kv-unified", "ngl", "host", "port", "key-env", "tool-parser", "gpu-mem-util", "cache-ram", "bin", "vram", "ram", "cpu-only", "yes", "wait"],
  provider: ["url", "api", "opencode", "model", "key-env", "context", "output", "slots", "provider-id", "name", "quant", "timeout"],
  verify: ["url", "model", "key-env", "context", "output", "slots", "probe-tokens", "timeout", "only"],
  locality: ["url", "model", "key-env", "timeout"],
};

const USAGE = `Usage: ocw setup <scan|accounts|fit|serve|provider|verify|locality> [options] [--json]

Find a model endpoint, fit a model to N workers, serve it, point OpenCode at it, and prove it works.

  scan      probe the engines' ports (11434 ollama, 8080 llama.cpp, 8000 vLLM, 1234 LM Studio,
            30000 SGLang, 12434 Docker Model Runner) and given URLs; report models, context per
            slot, slots, tools; GPUs, RAM, CPU, node and opencode versions
              --url <url>...  --ports <p,p,...> (empty: none)  --host <h>  --timeout <ms>  --key-env <VAR>
  accounts  the models your own OpenCode reaches (its free hosted tier, your sign-ins, the
            providers in your config), each with its tier: local, hosted free tier, hosted
            subscription, metered API. Reads your OpenCode files, never writes them.
              --provider <id>  every model of one provider
  fit       predict memory before downloading and solve the serve shape (the longest context for
            --slots N, or the most slots at --ctx C; 64k per slot by default, 32k floor)
              --gguf <file|url> | --model <catalog id> [--quant Q] | --endpoint <url> [--model <id>]
              --slots N  --ctx C  --kv f16|q8_0|q4_0  --no-kv-unified  --ubatch N
              --vram <GiB> | --cpu-only   --ram <GiB>
  serve     fit, then print the exact serve commands (run them only with --yes)
              --engine llama.cpp|ollama|vllm  --gguf <file|url> | --model <catalog id [--quant Q]
              | org/repo-GGUF:Q | org/repo (vLLM) | ollama name>  --alias <id>
              --slots N  --ctx C  --kv T  --ngl N  --host H  --port P  --key-env <VAR>
              --tool-parser P  --gpu-mem-util F  --cache-ram MiB  --bin <path>  --yes  --wait <s>
  provider  write the active target and OUR OpenCode provider entry (never your opencode.json)
              --url <endpoint> [--model <id>] | --api openrouter|openai --model <id> [--url <base>]
              | --opencode <provider/model> (one \`ocw setup accounts\` lists; your sign-in is used
              in place, never copied)
              --key-env <VAR>  --context N  --output N  --slots N  --provider-id ID  --name TEXT  --quant Q
  verify    a real completion, a tool-call round trip, the effective context, slots, auth, model id
              (defaults from the active target)  --url  --model  --key-env  --context  --output
              --slots  --probe-tokens N  --timeout <ms>  --only <${CHECKS.join(",")}>
  locality  for local-only data: loopback address, cloud off (ollama), model resident
              (defaults from the active target)  --url  --model  --key-env

Keys are named, never given: --key-env OPENROUTER_API_KEY reads the key from that variable and
configs refer to it as {env:OPENROUTER_API_KEY}.`;

const str = { type: "string" } as const;
const many = { type: "string", multiple: true } as const;
const flag = { type: "boolean" } as const;

/** `ocw setup <sub> …` */
export const setupCommand = {
  name: "setup",
  summary: "Model setup: scan endpoints, list what your OpenCode reaches, fit a model to N workers, serve, provider config, verify, locality",
  usage: USAGE,
  options: {
    url: many,
    ports: str,
    host: str,
    timeout: str,
    "key-env": str,
    gguf: str,
    model: str,
    quant: str,
    endpoint: str,
    slots: str,
    ctx: str,
    kv: str,
    "no-kv-unified": flag,
    ubatch: str,
    vram: str,
    ram: str,
    "cpu-only": flag,
    engine: str,
    alias: str,
    ngl: str,
    port: str,
    "tool-parser": str,
    "gpu-mem-util": str,
    "cache-ram": str,
    bin: str,
    yes: flag,
    wait: str,
    api: str,
    context: str,
    output: str,
    "provider-id": str,
    name: str,
    "probe-tokens": str,
    only: str,
    opencode: str,
    provider: str,
  },
  allowPositionals: true,
  async run(values: Record<string, unknown>, positionals: string[], ctx: Context): Promise<Outcome> {
    const [sub, ...extra] = positionals;
    if (!sub || !(sub in SUBCOMMANDS)) {
      throw new OcwError(ErrorCode.Usage, `setup: ${sub ? `unknown subcommand "${sub}"` : "missing subcommand"}; subcommands: ${Object.keys(SUBCOMMANDS).join(", ")} (see ocw setup --help)`);
    }
    if (sub === "provider" && typeof values.opencode === "string") {
      const other = Object.keys(values).filter((k) => values[k] !== undefined && !["opencode", "slots", "context", "output", "json", "help", "version"].includes(k));
      if (other.length > 0) throw new OcwError(ErrorCode.Usage, `setup provider --opencode takes only --slots, --context and --output, not --${other[0]}`);
    }
    if (extra.length > 0) throw new OcwError(ErrorCode.Usage, `setup ${sub}: unexpected argument "${extra[0]}"; see ocw setup --help`);
    const allowed = SUBCOMMANDS[sub]!;
    const given = Object.keys(values).filter((k) => values[k] !== undefined && k !== "json" && k !== "help" && k !== "version");
    const wrong = given.filter((k) => !allowed.includes(k));
    if (wrong.length > 0) throw new OcwError(ErrorCode.Usage, `setup ${sub} does not take --${wrong[0]}; it takes ${allowed.map((a) => `--${a}`).join(", ")}`);
    const v = new Values(values);
    const started = performance.now();
    const outcome = await SUBS[sub as keyof typeof SUBS](v, ctx);
    return { ...outcome, data: { ...(outcome.data as Record<string, unknown>), ms: Math.round(performance.now() - started) } };
  },
} as const;

const SUBS = {
  scan: runScan,
  accounts: runAccounts,
  fit: runFit,
  serve: runServe,
  provider: runProvider,
  verify: runVerify,
  locality: runLocality,
} as const;

