/**
 * docs/packs.md is the pack author's whole guide: it must name every field pack.yaml may hold
 * (read from pack.schema.json, so a new field without docs fails here) and walk the whole loop —
 * create, build, check, earn, publish — with the commands as they are typed, what `pack earn`
 * needs, and the four grade states.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import packSchema from "../../protocol/schemas/pack.schema.json" with { type: "json" };
import { readRepoFile } from "../helpers/temp-repo.js";

const DOC = await readRepoFile("docs/packs.md");

interface Node {
  readonly properties?: Readonly<Record<string, Node>>;
}

/** Every field path of the schema: `target.harness.version`, `settings.permission.edit`, … */
function fieldPaths(node: Node, prefix = ""): string[] {
  return Object.entries(node.properties ?? {}).flatMap(([name, child]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return [path, ...fieldPaths(child, path)];
  });
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A field is named when its full path appears, or when its own name stands in code (`name`,
 * `name: value`, or a list of names in one span) on a line that names its parent's path —
 * as in a table row "`settings.limit` | `context` and `output`…".
 */
function named(path: string): boolean {
  if (DOC.includes(path)) return true;
  const dot = path.lastIndexOf(".");
  if (dot < 0) return false;
  const parent = path.slice(0, dot);
  const leaf = path.slice(dot + 1);
  const inCode = new RegExp("`[^`\\n]*(?<![\\w.])" + esc(leaf) + "(?![\\w])[^`\\n]*`");
  return DOC.split("\n").some((line) => line.includes(parent) && inCode.test(line));
}

describe("docs/packs.md", () => {
  it("docs - names every field of pack.schema.json", () => {
    const paths = fieldPaths(packSchema as Node);
    // The schema really was walked (a broken walk would pass everything).
    expect(paths).toContain("provider.modelName");
    expect(paths).toContain("settings.serving.kv_cache");
    expect(paths.filter((p) => !named(p))).toEqual([]);
  });

  it("docs - walks the author loop with its commands: create, build, check, earn, publish", () => {
    for (const command of ["ocw build-pack packs/<slug>", "ocw build-pack --check", "ocw pack earn packs/<slug>", "ocw opencode install", "ocw selftest --pack packs/<slug>"]) {
      expect(DOC, command).toContain(command);
    }
    for (const step of ["**Create**", "**Build**", "**Check**", "**Earn**", "**Publish**"]) expect(DOC, step).toContain(step);
    // What `pack earn` needs and leaves behind.
    for (const words of ["OpenCode installed", "The model served", "<state>/lab/<slug>", "Cleanup", "A dead endpoint", "SIGKILL"]) expect(DOC, words).toContain(words);
  });

  it("docs - says what the settings become and the four grade states", () => {
    expect(DOC).toMatch(/`settings\.thinking`[^\n]*`reasoning: true`/);
    expect(DOC).toMatch(/`settings\.serving`[^\n]*only the key's hash and parallelism/);
    expect(DOC).toMatch(/`provider\.apiKey` \| optional/);
    for (const state of ["no grade recorded", "unearned", "earned", "stale"]) expect(DOC).toContain(`**${state}**`);
    for (const change of ["delta x was added", "delta x changed", "delta x was removed"]) expect(DOC).toContain(change);
  });

  it("docs - the example fix is what the compiler says for that input", async () => {
    // The page shows `slots: "2"` answered with the author's own value; the compiler's own words are in bad-input.test.ts.
    expect(DOC).toContain('settings.serving.slots: must be an integer, got "2"; write `slots: 2`');
    expect(await readFile(new URL("./bad-input.test.ts", import.meta.url), "utf8")).toContain('got "2"; write `slots: 2`');
  });
});
