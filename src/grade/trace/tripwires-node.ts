/**
 * The tripwires of the grader's Node preload, as text: spliced into preload-node.ts (they
 * share its `emit` and `frames`), so they are in place in every thread of every node process of
 * a check before any of the project's code loads.
 *
 * The test runner's own objects become accessors that behave as before and note, with the call
 * stack, whoever assigns them: every function of `node:assert` and `node:assert/strict`,
 * `process.exit` and `process.reallyExit`, and `node:test`'s exports in a process node's test
 * runner started (loading `node:test` costs ~12 ms, too much for every node process a check
 * starts; elsewhere it is guarded when required). Redefining one with `Object.defineProperty`
 * bypasses the setter, so each is compared again when the process ends (unattributed then).
 * In a vitest worker, `expect.extend` is wrapped as vitest defines its global `expect`: a
 * matcher the worker's code re-defines under a built-in name (`toBe`, `toEqual`…) is noted.
 */
export const NODE_TRIPWIRES = String.raw`
  (() => {
    const guards = [];
    const guard = (obj, key, target, family) => {
      try {
        const d = Object.getOwnPropertyDescriptor(obj, key);
        if (!d || !("value" in d) || !d.configurable || !d.writable || typeof d.value !== "function") return;
        let current = d.value;
        const get = function () {
          return current;
        };
        const set = function (v) {
          if (v !== current) emit("patched", { target, family, stack: frames() });
          current = v;
        };
        Object.defineProperty(obj, key, { configurable: true, enumerable: d.enumerable, get, set });
        guards.push([obj, key, target, family, get]);
      } catch {
        // Recording must never change what the program does.
      }
    };
    const guardAll = (obj, prefix, family) => {
      if (!obj || (typeof obj !== "object" && typeof obj !== "function")) return;
      for (const key of Object.keys(obj)) guard(obj, key, prefix + key, family);
    };
    const guarded = new Set();
    const guardModule = (name) => {
      if (guarded.has(name)) return;
      guarded.add(name);
      try {
        const m = require(name);
        if (name === "node:assert") {
          guardAll(m.strict, "node:assert/strict.", "runner-patched");
          guardAll(m, "node:assert.", "runner-patched");
        } else guardAll(m, name + ".", "runner-patched");
      } catch {}
    };
    guardModule("node:assert");
    if (mainThread) {
      guard(process, "exit", "process.exit", "exit-hook");
      guard(process, "reallyExit", "process.reallyExit", "exit-hook");
    }
    if (process.env.NODE_TEST_CONTEXT || process.execArgv.includes("--test")) guardModule("node:test");
    try {
      const Module = require("node:module");
      const load = Module._load;
      if (typeof load === "function") {
        Module._load = function (request) {
          const m = load.apply(this, arguments);
          if ((request === "node:test" || request === "test") && !guarded.has("node:test")) guardModule("node:test");
          return m;
        };
      }
    } catch {}

    // vitest defines its global expect once per worker: wrap its extend there, then let defineProperty be.
    if (process.env.VITEST) {
      const GLOBAL_EXPECT = Symbol.for("expect-global");
      const BUILTIN = new Set(["toBe", "toEqual", "toStrictEqual", "toBeTruthy", "toBeFalsy", "toBeDefined", "toBeUndefined", "toBeNull", "toBeNaN", "toContain", "toContainEqual", "toHaveLength", "toHaveProperty", "toMatch", "toMatchObject", "toThrow", "toThrowError", "toBeCloseTo", "toBeGreaterThan", "toBeGreaterThanOrEqual", "toBeLessThan", "toBeLessThanOrEqual", "toBeInstanceOf", "toBeTypeOf", "toSatisfy", "toBeOneOf", "toHaveBeenCalled", "toHaveBeenCalledWith", "toHaveBeenCalledTimes", "toHaveBeenLastCalledWith", "toHaveReturned", "toHaveReturnedWith", "toMatchSnapshot", "toMatchInlineSnapshot", "toThrowErrorMatchingSnapshot", "toThrowErrorMatchingInlineSnapshot"]);
      const defineProperty = Object.defineProperty;
      const wrapExtend = (expect) => {
        const extend = expect && expect.extend;
        if (typeof extend !== "function") return;
        expect.extend = function (matchers) {
          try {
            const over = Object.keys(matchers || {}).filter((n) => BUILTIN.has(n));
            if (over.length > 0) emit("patched", { target: "the built-in vitest matcher " + over.join(", ") + " (through expect.extend)", family: "runner-patched", stack: frames() });
          } catch {}
          return extend.apply(this, arguments);
        };
      };
      Object.defineProperty = function (obj, key, desc) {
        if (obj === globalThis && key === GLOBAL_EXPECT) {
          Object.defineProperty = defineProperty;
          try {
            if (desc && "value" in desc) wrapExtend(desc.value);
          } catch {}
        }
        return defineProperty.apply(this, arguments);
      };
    }

    process.once("exit", () => {
      for (const [obj, key, target, family, get] of guards) {
        try {
          const d = Object.getOwnPropertyDescriptor(obj, key);
          if (!d || d.get !== get) emit("patched", { target, family, stack: null });
        } catch {}
      }
    });
  })();
`;
