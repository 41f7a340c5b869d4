/**
 * The lean checks generated at build time (src/schema/precompiled.gen.ts) stand in for ajv
 * compiling the protocol schemas in every process: they must exist for every schema a room
 * validates, say what a compiled check says, and never stand in for a schema edited since.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it, vi } from "vitest";
import { PRECOMPILED } from "../../src/schema/precompiled.gen.js";
import { CHECK_OPTIONS, schemaHash } from "../../src/schema/validator.js";
import { schemaValidator } from "../../src/schema/index.js";

const DIR = new URL("../../protocol/schemas/", import.meta.url).pathname;
const files = readdirSync(DIR).filter((f) => f.endsWith(".schema.json") && f !== "replay.schema.json");
const schemas = files.map((f) => JSON.parse(readFileSync(join(DIR, f), "utf8")) as { $id: string; $defs?: Record<string, unknown> } & Record<string, unknown>);
const byName = (name: string) => schemas[files.indexOf(`${name}.schema.json`)]!;

// Every kind of value a field can hold, and one level of nesting, for comparing checks.
const SAMPLES: unknown[] = [null, 0, -1, 1.5, "", "x", "2025-01-01T12:00:00.000Z", true, [], ["a"], {}, { state: "built" }, { type: "state", state: "queued" }];

describe("precompiled schema checks", () => {
  it("precompiled - one per protocol schema a room validates, generated from the schema as it is now", () => {
    expect(Object.keys(PRECOMPILED).sort()).toEqual(schemas.map((s) => s.$id).sort());
    for (const s of schemas) expect(PRECOMPILED[s.$id]!.hash, `${s.$id}: run npm run build`).toBe(schemaHash(s));
  });

  it("precompiled - accepts and rejects what the compiled check does", () => {
    const ajv = new Ajv2020(CHECK_OPTIONS);
    for (const s of schemas) ajv.addSchema(s);
    for (const s of schemas) {
      const compiled = ajv.getSchema(s.$id)!;
      const examples = [...SAMPLES, ...Object.values(s.$defs ?? {}).flatMap((d) => ((d as { examples?: unknown[] }).examples ?? []))];
      for (const v of examples) expect(PRECOMPILED[s.$id]!.validate(v), `${s.$id} on ${JSON.stringify(v)}`).toBe(compiled(v));
    }
  });

  it("precompiled - a fresh set checks valid data without making an ajv instance at all", () => {
    const made = vi.spyOn(Ajv2020.prototype, "addSchema");
    try {
      const validate = schemaValidator({ slots: byName("slots") }, [byName("job"), byName("verdict")]);
      expect(validate("slots", { queue: [], running: [] }, "slots.json")).toEqual([]);
      expect(made).not.toHaveBeenCalled();
      // Invalid data still gets the explaining (compiled) validator and its message.
      expect(validate("slots", { queue: [] }, "slots.json")).toEqual([{ file: "slots.json", path: "running", message: expect.stringMatching(/^required field is missing/) }]);
      expect(made).toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it("precompiled - a schema edited since the build is compiled, so its new rules hold", () => {
    const slots = byName("slots");
    const job = byName("job");
    const valid = { queue: [], running: [] };
    // An edit the stand-in knows nothing of: a field that is now required.
    const edited = { ...slots, required: [...(slots.required as string[]), "paused"] };
    expect(PRECOMPILED[slots.$id]!.hash).not.toBe(schemaHash(edited));
    expect(schemaValidator({ slots }, [job, byName("verdict")])("slots", valid, "slots.json")).toEqual([]);
    expect(schemaValidator({ slots: edited }, [job, byName("verdict")])("slots", valid, "slots.json")).toEqual([{ file: "slots.json", path: "paused", message: expect.stringMatching(/^required field is missing/) }]);
  });

  it("precompiled - a set whose shared schema was edited is compiled too (a stand-in may have inlined the old one)", () => {
    const job = byName("job");
    // The jobId rule, shared through job.schema.json, now refuses every id.
    const editedJob = { ...job, $defs: { ...job.$defs, jobId: { type: "string", pattern: "^never$" } } };
    const entry = { job: "job_0mx6fw0cw717afed5", pid: 1 };
    const data = { queue: [entry], running: [] };
    expect(schemaValidator({ slots: byName("slots") }, [job, byName("verdict")])("slots", data, "slots.json")).toEqual([]);
    expect(schemaValidator({ slots: byName("slots") }, [editedJob, byName("verdict")])("slots", data, "slots.json").map((p) => p.path)).toEqual(["queue[0].job"]);
  });
});
