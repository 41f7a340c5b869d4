import type { PermissionAsk } from "../jobs/index.js";

/**
 * Who answers a ladder worker's permission requests: the ladder runs in throwaway fixture
 * repositories, so reading, testing and inspecting are allowed; anything that reaches past the
 * fixture (network, installs, deleting, pushing, shells within shells) is rejected with a reason
 * the worker can act on — the same posture the skill teaches Claude for real jobs.
 */

const SAFE_COMMAND = /^(node|npm (test|run test)|ls|cat|head|tail|wc|grep|pwd|echo|diff|git (status|diff|log|show))(\s|$)/;
const UNSAFE = /[;&|`$><]|\brm\b|\bcurl\b|\bwget\b|\bsudo\b|\bnpm (i|install|ci|add)\b/;

export interface Decision {
  readonly reply: "once" | "reject";
  readonly message?: string;
}

export function decide(ask: PermissionAsk): Decision {
  if (ask.permission !== "bash") return { reply: "reject", message: `the calibration ladder allows only test and read commands, not ${ask.permission}; carry on without it` };
  const commands = ask.patterns.length ? ask.patterns : [String(ask.metadata.command ?? "")];
  const bad = commands.find((c) => !SAFE_COMMAND.test(c.trim()) || UNSAFE.test(c));
  if (bad !== undefined) return { reply: "reject", message: `"${bad.slice(0, 80)}" is not allowed here: only node, npm test and read-only commands; carry on without it` };
  return { reply: "once" };
}
