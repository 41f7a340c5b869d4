import { join } from "node:path";
import { ErrorCode, OcwError } from "../error.js";
import { readOptional } from "./files.js";
import type { Source } from "./load.js";
import { formatProblem } from "../schema/index.js";
import { parseMarkdown, shortSha } from "./text.js";

/** The shared inputs every pack compiles against: the worker protocol and the canonical skill. */

export const PROTOCOL_FILE = "protocol/opencode-worker-protocol.md";
export const SKILL_FILE = "skills/opencode-worker/SKILL.md";

export interface Protocol {
  readonly version: number;
  /** The text the worker reads: the file without its frontmatter, trimmed. */
  readonly body: string;
  readonly source: Source;
}

export interface CanonicalSkill {
  /** The frontmatter as written, without fences. */
  readonly matter: string;
  readonly body: string;
  readonly source: Source;
}

export async function loadProtocol(root: string): Promise<Protocol> {
  const text = await required(root, PROTOCOL_FILE);
  const parsed = parseMarkdown(text, PROTOCOL_FILE);
  if (!parsed.ok) throw new OcwError(ErrorCode.PackInvalid, formatProblem(parsed.problem));
  const version = (parsed.value.data as { version?: unknown } | undefined)?.version;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw new OcwError(ErrorCode.PackInvalid, `${PROTOCOL_FILE}: version: missing or not a positive integer; start the file with ---\\nversion: 1\\n---`);
  }
  const body = parsed.value.body.trim();
  if (body === "") throw new OcwError(ErrorCode.PackInvalid, `${PROTOCOL_FILE}: the protocol body is empty`);
  return { version, body, source: { path: PROTOCOL_FILE, sha: shortSha(text) } };
}

export async function loadCanonicalSkill(root: string): Promise<CanonicalSkill> {
  const text = await required(root, SKILL_FILE);
  const parsed = parseMarkdown(text, SKILL_FILE);
  if (!parsed.ok) throw new OcwError(ErrorCode.PackInvalid, formatProblem(parsed.problem));
  if (parsed.value.data === undefined) {
    throw new OcwError(ErrorCode.PackInvalid, `${SKILL_FILE}: has no frontmatter; a skill starts with a --- block holding name and description`);
  }
  return { matter: parsed.value.matter.trimEnd(), body: parsed.value.body.trim(), source: { path: SKILL_FILE, sha: shortSha(text) } };
}

async function required(root: string, file: string): Promise<string> {
  const text = await readOptional(join(root, file));
  if (text === undefined) throw new OcwError(ErrorCode.NotFound, `${file} not found under ${root}; run from the opencode-worker repository or pass --root <repo>`);
  return text;
}
