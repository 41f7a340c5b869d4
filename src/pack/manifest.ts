import type { PromptPrint } from "../target/index.js";
/**
 * TypeScript shapes of the files a pack is made of. They mirror protocol/schemas/*.json; a value
 * only takes one of these types after the schema has accepted it (see validate.ts).
 */

export type Action = "allow" | "ask" | "deny";
/** A bare action, or an ordered map of glob pattern → action where the last match wins. */
export type Rule = Action | Readonly<Record<string, Action>>;

/** The ten permission classes a compiled agent always sets explicitly. */
export const PERMISSION_CLASSES = [
  "edit",
  "bash",
  "read",
  "webfetch",
  "websearch",
  "external_directory",
  "doom_loop",
  "task",
  "skill",
  "question",
] as const;
export type PermissionClass = (typeof PERMISSION_CLASSES)[number];

export interface PackManifest {
  readonly $schema?: string;
  readonly protocol: 1;
  readonly target: {
    readonly model: string;
    readonly quant: string;
    readonly harness: { readonly name: "opencode"; readonly version: string };
    readonly env: string;
  };
  readonly provider: {
    readonly id: string;
    readonly name?: string;
    readonly npm: string;
    readonly baseURL: string;
    readonly apiKey?: string;
    readonly modelName?: string;
  };
  readonly settings: PackSettings;
  readonly deltas: readonly string[];
}

export interface PackSettings {
  readonly limit: { readonly context: number; readonly output: number };
  readonly temperature?: number;
  readonly top_p?: number;
  readonly steps: number;
  readonly thinking?: boolean;
  readonly serving?: {
    readonly engine: string;
    readonly slots: number;
    readonly kv_cache?: string;
    readonly unified_kv?: boolean;
  };
  readonly permission: Readonly<Record<PermissionClass, Rule>>;
}

export interface DeltaFrontmatter {
  readonly id: string;
  readonly measured: string;
  readonly evidence: string;
}

export interface GradeFile {
  readonly key: string;
  readonly status: "unearned" | "earned";
  readonly note?: string;
  readonly grader?: string;
  readonly generated?: string;
  readonly results?: readonly { rung: number; samples: number; built: number; honest: number }[];
  /** The prompt the grade was earned with (protocol and deltas, as short hashes). */
  readonly prompt?: PromptPrint;
}
