import { ensureTool } from "../../scripts/tools.js";

/** Installs the pinned opencode and claude CLIs into the tools cache before any test runs. */
export default async function setup(): Promise<void> {
  await ensureTool("opencode");
  await ensureTool("claude");
}
