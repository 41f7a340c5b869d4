import { environmentMounts, materializeEnvironment, secretValues, type Environment, type Mounts } from "../../environment/index.js";
import type { Sandbox } from "./contain.js";

/**
 * The workspace's environment for one grading copy (src/environment): contained, its folders
 * are mounted read-only over the copy for every check — nothing is copied, and neither the
 * worker nor the code under test can change what the checks trust; uncontained, they are copied
 * into the copy (slower, and as exposed as everything else there). The values of its secret
 * files come along, for masking every log.
 */
export interface CopyEnvironment {
  readonly mounts?: Mounts;
  readonly secrets: readonly string[];
}

export async function environmentFor(env: Environment | undefined, copy: string, scratch: string, sandbox: Sandbox): Promise<CopyEnvironment> {
  if (!env) return { secrets: [] };
  const secrets = await secretValues(env);
  if (sandbox.mode === "bwrap") return { mounts: await environmentMounts(env, copy, scratch), secrets };
  await materializeEnvironment(env, copy);
  return { secrets };
}
