/** Where opencode-worker keeps its files: one variable moves everything. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dataRoot, ocwPaths, opencodeConfigDir, stateRoot } from "../../src/paths/index.js";

describe("paths", () => {
  it("paths - OCW_HOME holds both state and data", () => {
    expect(ocwPaths({ OCW_HOME: "/tmp/x" })).toEqual({ state: "/tmp/x", data: "/tmp/x" });
  });

  it("paths - a relative OCW_HOME is taken from the working directory", () => {
    expect(stateRoot({ OCW_HOME: "rel/home" }, "/work")).toBe(join("/work", "rel", "home"));
  });

  it("paths - without OCW_HOME on Linux, state is the XDG state dir and data the XDG data dir", () => {
    if (process.platform !== "linux") return;
    expect(ocwPaths({ HOME: "/home/u" })).toEqual({ state: "/home/u/.local/state/opencode-worker", data: "/home/u/.local/share/opencode-worker" });
    expect(ocwPaths({ HOME: "/home/u", XDG_STATE_HOME: "/s", XDG_DATA_HOME: "/d" })).toEqual({ state: "/s/opencode-worker", data: "/d/opencode-worker" });
    // A relative XDG value is invalid per the spec and ignored.
    expect(stateRoot({ HOME: "/home/u", XDG_STATE_HOME: "rel" })).toBe("/home/u/.local/state/opencode-worker");
    expect(dataRoot({ OCW_HOME: "", HOME: "/home/u" })).toBe("/home/u/.local/share/opencode-worker");
  });

  it("paths - our OpenCode config dir is under the state root, shared by setup and the connector", () => {
    expect(opencodeConfigDir({ OCW_HOME: "/tmp/x" })).toBe("/tmp/x/server/config");
  });
});
