import { describe, expect, it } from "vitest";
import { LADDER_RUNGS, canonicalJson, describeStanding, judgeGrade, parseKey, settingsHash, targetKey, targetSlug, type Target } from "../../src/target/index.js";
import { RUNGS } from "../../src/selftest/rungs.js";
import { isOcwError } from "../../src/error.js";

const base: Target = {
  model: "qwen3-coder-30b-a3b",
  quant: "q4_k_m",
  harness: { name: "opencode", version: ">=1.18.33 <2" },
  settings: { limit: { context: 65536, output: 16384 }, temperature: 0.7, steps: 60, permission: { bash: "ask", edit: "allow" } },
  env: "any",
};

describe("target key", () => {
  it("key - has the canonical field order and the settings hash", () => {
    expect(targetKey(base)).toBe(`model=qwen3-coder-30b-a3b;quant=q4_k_m;harness=opencode@>=1.18.33 <2;settings=${settingsHash(base.settings)};env=any`);
    expect(settingsHash(base.settings)).toMatch(/^[0-9a-f]{12}$/);
  });

  it("key - folds the case of the parts that are names (quant, harness, env), keeps the model's, and one folder gets one key", () => {
    const shouted: Target = { ...base, quant: "Q4_K_M", harness: { ...base.harness, name: "OpenCode" }, env: "ANY" };
    expect(targetKey(shouted)).toBe(targetKey(base));
    expect(targetSlug(shouted)).toBe(targetSlug(base));
    // The served model id is case-sensitive at the endpoint: another spelling is another target.
    expect(targetKey({ ...base, model: "Qwen3-Coder-30B-A3B" })).not.toBe(targetKey(base));
    expect(targetKey({ ...base, quant: "MXFP4" })).toBe(targetKey({ ...base, quant: "mxfp4" }));
  });

  it("key - the ladder a grade may name is the selftest's ladder", () => {
    expect(RUNGS.map((r) => r.rung)).toEqual(Array.from({ length: LADDER_RUNGS }, (_, i) => i + 1));
  });

  it("key - is stable under key order at every depth", () => {
    const reordered: Target = {
      ...base,
      settings: { permission: { edit: "allow", bash: "ask" }, steps: 60, temperature: 0.7, limit: { output: 16384, context: 65536 } },
    };
    expect(targetKey(reordered)).toBe(targetKey(base));
    expect(canonicalJson(reordered.settings)).toBe(canonicalJson(base.settings));
  });

  it.each([
    ["a number", { ...base.settings, steps: 61 }],
    ["a nested number", { ...base.settings, limit: { context: 65536, output: 16383 } }],
    ["an added key", { ...base.settings, top_p: 0.8 }],
    ["a removed key", { limit: { context: 65536, output: 16384 }, steps: 60, permission: { bash: "ask", edit: "allow" } }],
    ["a permission", { ...base.settings, permission: { bash: "deny", edit: "allow" } }],
    ["a type (string vs number)", { ...base.settings, steps: "60" }],
    ["array order", { ...base.settings, order: ["b", "a"] }],
    ["null vs absent", { ...base.settings, thinking: null }],
  ])("key - changes with %s", (_, settings) => {
    expect(settingsHash(settings)).not.toBe(settingsHash(base.settings));
    expect(targetKey({ ...base, settings })).not.toBe(targetKey(base));
  });

  it("key - array order is significant but equal arrays hash equally", () => {
    expect(settingsHash({ a: [1, 2] })).toBe(settingsHash({ a: [1, 2] }));
    expect(settingsHash({ a: [1, 2] })).not.toBe(settingsHash({ a: [2, 1] }));
  });

  it.each([
    ["model", { ...base, model: "" }],
    ["model with ;", { ...base, model: "a;b" }],
    ["quant with a space", { ...base, quant: "q4 k" }],
    ["env with a newline", { ...base, env: "a\nb" }],
    ["harness version with ;", { ...base, harness: { name: "opencode", version: "1;2" } }],
  ])("key - refuses an unkeyable %s with TARGET_INVALID", (_, t) => {
    let caught: unknown;
    try {
      targetKey(t);
    } catch (e) {
      caught = e;
    }
    expect(isOcwError(caught)).toBe(true);
    expect((caught as { code: string }).code).toBe("TARGET_INVALID");
    expect((caught as Error).message).toMatch(/cannot be part of a key/);
  });

  it.each([NaN, Infinity, -Infinity])("hash - refuses the non-JSON number %s", (n) => {
    expect(() => settingsHash({ x: n })).toThrow(/not a JSON number/);
  });

  it("hash - refuses non-plain values", () => {
    expect(() => settingsHash({ when: new Date(0) })).toThrow(/cannot be hashed/);
    expect(() => settingsHash({ f: undefined })).toThrow(/cannot be hashed/);
  });

  it("slug - lower-cases and replaces characters outside [a-z0-9._-]", () => {
    expect(targetSlug(base)).toBe("qwen3-coder-30b-a3b__q4_k_m__opencode");
    expect(targetSlug({ model: "qwen/Qwen3-Coder", quant: "API", harness: base.harness })).toBe("qwen-qwen3-coder__api__opencode");
  });

  it("slug - ignores settings (the key does not)", () => {
    const other = { ...base, settings: { ...base.settings, steps: 1 } };
    expect(targetSlug(other)).toBe(targetSlug(base));
    expect(targetKey(other)).not.toBe(targetKey(base));
  });

  it("parseKey - round-trips a key and rejects malformed ones", () => {
    const key = targetKey(base);
    expect(parseKey(key)).toEqual({ model: base.model, quant: base.quant, harness: "opencode@>=1.18.33 <2", settings: settingsHash(base.settings), env: "any" });
    for (const bad of ["", "model=a", "quant=a;model=b;harness=c;settings=d;env=e", "model=a;quant=b;harness=c;settings=;env=e", "model=a;quant=b;harness=c;settings=d;env=e;x=y"]) {
      expect(parseKey(bad)).toBeUndefined();
    }
  });
});

describe("grade standing", () => {
  const key = targetKey(base);

  it("grade - none when no grade is recorded", () => {
    expect(judgeGrade(undefined, key)).toEqual({ status: "none" });
  });

  it("grade - unearned when the keys match and nothing was earned", () => {
    expect(judgeGrade({ key, status: "unearned" }, key).status).toBe("unearned");
  });

  it("grade - current only when the full key matches", () => {
    const grade = { key, status: "earned" as const, results: [] };
    const s = judgeGrade(grade, key);
    expect(s.status).toBe("current");
    expect(s.status === "current" && s.grade).toBe(grade);
  });

  it("grade - stale when the settings differ, naming what differs, and never shown as the grade", () => {
    const old = targetKey({ ...base, settings: { ...base.settings, steps: 10 } });
    const s = judgeGrade({ key: old, status: "earned" }, key);
    expect(s).toMatchObject({ status: "stale", gradeKey: old, key, differs: ["settings"] });
    expect("grade" in s).toBe(false);
    expect(describeStanding(s)).toMatch(/stale.*settings.*not this target's grade/);
  });

  it("grade - stale names every differing part, and an unparseable key as a whole", () => {
    const other = targetKey({ ...base, quant: "q8_0", env: "gpu" });
    expect(judgeGrade({ key: other, status: "earned" }, key)).toMatchObject({ status: "stale", differs: ["quant", "env"] });
    expect(judgeGrade({ key: "garbage", status: "earned" }, key)).toMatchObject({ status: "stale", differs: ["key"] });
  });
});
