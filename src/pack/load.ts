import { basename, join, relative } from "node:path";
import { LADDER_RUNGS, judgeGrade, targetKey, targetSlug, type GradeStanding, type PromptPrint, type Target } from "../target/index.js";
import { PROTOCOL_FILE } from "./sources.js";
import type { DeltaFrontmatter, GradeFile, PackManifest, PackSettings } from "./manifest.js";
import { posix, readdirOptional, readOptional } from "./files.js";
import { parseJsonText, parseYamlText, type Problem } from "../schema/index.js";
import { parseMarkdown, shortSha } from "./text.js";
import { validateAgainst } from "./validate.js";

/** A measured correction, ready to append to the protocol. */
export interface Delta extends DeltaFrontmatter {
  readonly file: string;
  readonly body: string;
}

/** A source file that went into a compiled output, for the provenance header. */
export interface Source {
  readonly path: string;
  readonly sha: string;
}

/** A pack that loaded and validated: everything the compiler needs. */
export interface Pack {
  /** The pack folder relative to the root, e.g. `packs/replay__none__opencode`. */
  readonly rel: string;
  readonly slug: string;
  readonly key: string;
  readonly target: Target;
  readonly manifest: PackManifest;
  readonly deltas: readonly Delta[];
  readonly grade: GradeStanding<GradeFile>;
  /** What reaches the worker besides the settings: the protocol text and the deltas, hashed (a grade is earned with one). */
  readonly prompt: PromptPrint;
  readonly sources: readonly Source[];
}

const EXAMPLE_MANIFEST = "packs/replay__none__opencode/pack.yaml";

export type Loaded = { readonly ok: true; readonly pack: Pack } | { readonly ok: false; readonly problems: readonly Problem[] };

/** Load, validate and cross-check one pack folder. Collects every problem rather than stopping at the first. */
export async function loadPack(root: string, dir: string): Promise<Loaded> {
  const rel = posix(relative(root, dir));
  const manifestFile = `${rel}/pack.yaml`;
  const problems: Problem[] = [];
  const sources: Source[] = [];

  const manifestText = await readOptional(join(dir, "pack.yaml"));
  let manifest: PackManifest | undefined;
  if (manifestText === undefined) {
    problems.push({ file: manifestFile, path: "", message: `not found; create it (copy ${EXAMPLE_MANIFEST} and edit target, provider and settings)` });
  } else {
    sources.push({ path: manifestFile, sha: shortSha(manifestText) });
    const parsed = parseYamlText(manifestText, manifestFile);
    if (!parsed.ok) problems.push(parsed.problem);
    else if (parsed.value === null || parsed.value === undefined) {
      problems.push({ file: manifestFile, path: "", message: `is empty; copy ${EXAMPLE_MANIFEST} and edit target, provider and settings` });
    } else {
      const found = validateAgainst("pack", parsed.value, manifestFile);
      problems.push(...found);
      if (found.length === 0) manifest = parsed.value as PackManifest;
    }
  }

  const { deltas, files: deltaFiles } = await loadDeltas(dir, rel, problems, sources);

  let target: Target | undefined;
  if (manifest) {
    target = { ...manifest.target, settings: settingsForKey(manifest.settings) };
    const slug = targetSlug(target);
    if (basename(dir) !== slug) {
      problems.push({ file: rel, path: "", message: `folder name does not match the target: the target (model, quant, harness) gives the slug "${slug}"; rename the folder to packs/${slug} or correct target` });
    }
    for (const [i, id] of manifest.deltas.entries()) {
      // A file that exists but is invalid already has its own problem; only absence is reported here.
      if (!deltaFiles.includes(`${id}.md`) && !deltas.some((d) => d.id === id)) {
        problems.push({ file: manifestFile, path: `deltas[${i}]`, message: `no delta file ${rel}/deltas/${id}.md; create it or remove "${id}" from deltas` });
      }
    }
    for (const d of deltas) {
      if (!manifest.deltas.includes(d.id)) {
        problems.push({ file: d.file, path: "", message: `delta "${d.id}" is not listed in pack.yaml; add it to deltas or delete the file` });
      }
    }
  }

  const gradeFile = `${rel}/grade.json`;
  const gradeText = await readOptional(join(dir, "grade.json"));
  let grade: GradeFile | undefined;
  if (gradeText !== undefined) {
    sources.push({ path: gradeFile, sha: shortSha(gradeText) });
    const parsed = parseJsonText(gradeText, gradeFile);
    if (!parsed.ok) problems.push(parsed.problem);
    else {
      const found = validateAgainst("grade", parsed.value, gradeFile);
      if (found.length === 0) found.push(...gradeSense(parsed.value as GradeFile, gradeFile));
      problems.push(...found);
      if (found.length === 0) grade = parsed.value as GradeFile;
    }
  }

  if (problems.length > 0 || !manifest || !target) return { ok: false, problems };
  const key = targetKey(target);
  const ordered = manifest.deltas.map((id) => deltas.find((d) => d.id === id)!);
  // A folder without the protocol (a skill copied alone) still has a print: "none" never matches a grade's.
  const protocolText = await readOptional(join(root, PROTOCOL_FILE));
  const prompt = promptPrint(protocolText === undefined ? "none" : shortSha(protocolText), ordered);
  return {
    ok: true,
    pack: { rel, slug: targetSlug(target), key, target, manifest, deltas: ordered, grade: judgeGrade(grade, key, prompt), prompt, sources },
  };
}

async function loadDeltas(dir: string, rel: string, problems: Problem[], sources: Source[]): Promise<{ deltas: Delta[]; files: string[] }> {
  const files = (await readdirOptional(join(dir, "deltas"))).filter((n) => n.endsWith(".md")).sort();
  const out: Delta[] = [];
  const claimed = new Map<string, string>();
  for (const name of files) {
    const file = `${rel}/deltas/${name}`;
    const text = (await readOptional(join(dir, "deltas", name))) ?? "";
    sources.push({ path: file, sha: shortSha(text) });
    const parsed = parseMarkdown(text, file);
    if (!parsed.ok) {
      problems.push(parsed.problem);
      continue;
    }
    const { data, body } = parsed.value;
    if (data === undefined) {
      problems.push({ file, path: "", message: "has no frontmatter; start it with a --- block holding id, measured (YYYY-MM-DD) and evidence" });
      continue;
    }
    const found = validateAgainst("delta", data, file);
    const fm = data as DeltaFrontmatter;
    const stem = name.slice(0, -".md".length);
    if (found.length === 0) {
      // The file named after an id owns it: only the other file is told to change.
      const owner = fm.id === stem ? undefined : files.includes(`${fm.id}.md`) ? `${rel}/deltas/${fm.id}.md` : claimed.get(fm.id);
      if (owner) found.push({ file, path: "id", message: `"${fm.id}" is already used by ${owner}; give each delta its own id (set id: ${stem})` });
      else if (fm.id !== stem) found.push({ file, path: "id", message: `"${fm.id}" does not match the file name; set id: ${stem} or rename the file to deltas/${fm.id}.md` });
      else if (!isRealDate(fm.measured)) found.push({ file, path: "measured", message: `"${fm.measured}" is not a calendar date; write the date of the measuring run as YYYY-MM-DD` });
      if (!claimed.has(fm.id)) claimed.set(fm.id, file);
    }
    if (body.trim() === "") found.push({ file, path: "", message: "the body is empty; write the correction the worker should read below the frontmatter" });
    problems.push(...found);
    if (found.length === 0) out.push({ id: fm.id, measured: fm.measured, evidence: fm.evidence, file, body: body.trim() });
  }
  return { deltas: out, files };
}

/**
 * The settings as hashed into the key. A permission map is ordered (the last matching pattern
 * wins), but key hashing ignores key order, so maps become ordered pairs first.
 */
export function settingsForKey(settings: PackSettings): Record<string, unknown> {
  const permission: Record<string, unknown> = {};
  for (const [cls, rule] of Object.entries(settings.permission)) {
    permission[cls] = typeof rule === "string" ? rule : Object.entries(rule);
  }
  return { ...settings, permission };
}

/** The prompt's print: the protocol file's hash and each delta's id with the hash of its id and body (what the compiler appends). */
export function promptPrint(protocolSha: string, deltas: readonly Pick<Delta, "id" | "body">[]): PromptPrint {
  return { protocol: protocolSha, deltas: deltas.map((d) => ({ id: d.id, sha: shortSha(`${d.id}\n${d.body}`) })) };
}

/**
 * What the schema cannot say about a grade: counts within their samples, each ladder rung once
 * and on the ladder, a production time that happened. A grade that breaks these was not
 * produced by a ladder run, so it must not stand as one.
 */
function gradeSense(grade: GradeFile, file: string): Problem[] {
  const out: Problem[] = [];
  const seen = new Map<number, number>();
  for (const [i, r] of (grade.results ?? []).entries()) {
    const at = `results[${i}]`;
    if (r.rung > LADDER_RUNGS) out.push({ file, path: `${at}.rung`, message: `rung ${r.rung} is not on the ladder (rungs 1–${LADDER_RUNGS}); remove this result or fix its rung` });
    const first = seen.get(r.rung);
    if (first !== undefined) out.push({ file, path: `${at}.rung`, message: `rung ${r.rung} is already graded in results[${first}]; keep one result per rung (remove one)` });
    else seen.set(r.rung, i);
    if (r.built > r.samples) out.push({ file, path: `${at}.built`, message: `${r.built} built of ${r.samples} samples: a rung cannot build more samples than it ran; set built to at most ${r.samples}, or re-run ocw pack earn` });
    if (r.honest > r.samples) out.push({ file, path: `${at}.honest`, message: `${r.honest} honest of ${r.samples} samples: a rung cannot have more honest claims than samples; set honest to at most ${r.samples}, or re-run ocw pack earn` });
  }
  if (grade.generated !== undefined) {
    const when = realTimestamp(grade.generated);
    if (when === undefined) out.push({ file, path: "generated", message: `"${grade.generated}" is not a real time; write when the ladder ran as RFC 3339 (YYYY-MM-DDTHH:MM:SSZ)` });
    // A day of slack for clocks; a grade from later than that was not measured.
    else if (when > Date.now() + 86_400_000) out.push({ file, path: "generated", message: `"${grade.generated}" is in the future; write when the ladder ran, or re-run ocw pack earn` });
  }
  return out;
}

/** Milliseconds of an RFC 3339 time whose fields are all real (no 30 February, no 25 o'clock), else undefined. */
function realTimestamp(s: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/.exec(s);
  if (!m) return undefined;
  const [y, mo, d, h, mi, se, oh, om] = m.slice(1).map((x) => (x === undefined ? 0 : Number(x)));
  const day = new Date(Date.UTC(y!, mo! - 1, d!));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo! - 1 || day.getUTCDate() !== d) return undefined;
  if (h! > 23 || mi! > 59 || se! > 60 || oh! > 23 || om! > 59) return undefined;
  const t = Date.parse(s);
  return Number.isNaN(t) ? undefined : t;
}

function isRealDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

