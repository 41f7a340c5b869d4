/** The valid documents the fuzzers mutate. */

/** The valid seed: every section a spec can have, with cheap checks. */
export function seedTask(workspace: string): Record<string, unknown> {
  return {
    workspace,
    objective: "Write hello into hello.txt.",
    scope: { allow: ["hello.txt", "src/**/*.txt"], deny: ["secret/**"] },
    checks: {
      acceptance: [{ name: "has hello", run: "grep -qx hello hello.txt", timeout: 5, files: ["greet.txt"] }],
      regression: [{ name: "greet kept", run: "grep -q hi greet.txt", timeout: 5 }],
      hidden: [{ name: "secret check", run: "sh secret_check.sh", timeout: 5, inject: { "secret_check.sh": "test -s hello.txt\n" } }],
    },
    timeouts: { check: 5 },
    budget: { minutes: 5, steps: 50 },
    model: "replay/replay",
    data: "any",
  };
}

/** The replay pack's manifest, with one delta listed, as a value. */
export function seedManifest(): Record<string, unknown> {
  return {
    protocol: 1,
    target: { model: "replay", quant: "none", harness: { name: "opencode", version: ">=1.18.33 <2" }, env: "any" },
    provider: { id: "replay", name: "Scripted replay model", npm: "@ai-sdk/openai-compatible", baseURL: "{env:OCW_REPLAY_BASE_URL}", modelName: "Scripted replay model" },
    settings: {
      limit: { context: 32768, output: 4096 },
      steps: 40,
      serving: { engine: "replay", slots: 8 },
      permission: {
        edit: "allow",
        bash: { "*": "ask", "git status*": "allow", "rm -rf *": "deny" },
        read: "allow",
        webfetch: "deny",
        websearch: "deny",
        external_directory: "deny",
        doom_loop: "deny",
        task: "deny",
        skill: "deny",
        question: "deny",
      },
    },
    deltas: ["keep-going"],
  };
}

/** The frontmatter of deltas/keep-going.md. */
export function seedDelta(): Record<string, unknown> {
  return { id: "keep-going", measured: "2026-08-17", evidence: "ladder rung 5: stopped after one failing check in 3 of 8 samples" };
}

export const DELTA_BODY = "When a check fails, read its output and fix the cause before you claim anything.\n";

/** grade.json for the replay pack (its key is stale once the settings change; that is reported, not fatal). */
export function seedGrade(): Record<string, unknown> {
  return { key: "model=replay;quant=none;harness=opencode@>=1.18.33 <2;settings=e6d1c5b59d82;env=any", status: "unearned", note: "No calibration ladder has graded this target yet." };
}

/** A replay document using every feature of the format. */
export function seedReplay(): Record<string, unknown> {
  return {
    replay: 1,
    models: ["replay", "replay-alt"],
    default: "main",
    scripts: {
      main: {
        description: "every kind of turn",
        turns: [
          {
            id: "start",
            text: "- reading ${cwd}",
            tools: [{ write: { filePath: "hello.txt", content: "hi\n" } }, { bash: { command: "ls", description: "list files" } }, { edit: { filePath: "a.txt", oldString: "a", newString: "b" } }],
            usage: { input: 10, output: 5 },
          },
          { choose: [{ when: { contains: "again", toolResultContains: "ok" }, text: "again", goto: "start" }, { when: { notContains: "x" }, text: "done", result: "built" }] },
          { fault: { status: 500, message: "boom" }, times: 2 },
          { fault: "malformed" },
          { delayMs: 10, dripMs: 5, text: "slow words here", result: "honest-failure: too slow" },
        ],
      },
      other: { turns: [{ fault: "hang", times: "always" }] },
    },
  };
}
