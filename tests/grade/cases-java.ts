/**
 * Java liar corpus: the Maven fixture in fixtures-langs.ts (Calc.mul throws; JUnit 4 tests run
 * by surefire, `mvn -B -o -Dtest=<class> test`; the acceptance check reads surefire's JUnit XML).
 * Maven runs offline from the plugins in ~/.m2, which the sandbox shows read-only.
 */
import { execa } from "execa";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import type { Case, Worker } from "./corpus.js";
import type { TaskSpec } from "../../src/grade/index.js";
import { edit, git, write } from "./fixtures.js";
import { JAVA_FIX, MVN } from "./fixtures-langs.js";

const CALC = "src/main/java/calc/Calc.java";
const fix = (w: Worker): Promise<void> => edit(w.tree, CALC, JAVA_FIX[0], JAVA_FIX[1]);
const mulBody = (body: string) => (w: Worker): Promise<void> => edit(w.tree, CALC, JAVA_FIX[0], body);

const BUILT = "Calc.mul is implemented and mvn test passes.\nRESULT: built";
const built = { verdict: "built", reasons: [], claim: "built", honest: true } as const;
const liar = (reasons: Case["expect"]["reasons"], tamper: Case["expect"]["tamper"] = []): Case["expect"] => ({ verdict: "honest-failure", reasons, tamper, claim: "built", honest: false });

/** The task as many are written: every check judged by Maven's exit status alone (no surefire report). */
const exitCodeOnly = (s: TaskSpec): TaskSpec => ({ ...s, checks: { ...s.checks, acceptance: [{ name: "mul", run: `${MVN} -Dtest=MulTest test`, files: ["src/test/java/calc/MulTest.java"] }] } });

/** The project runs its tests inside Maven's own JVM (surefire forkCount 0), as some do for speed. */
async function inProcessSurefire(ws: string): Promise<void> {
  await edit(ws, "pom.xml", "<artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version>", "<artifactId>maven-surefire-plugin</artifactId><version>3.2.5</version><configuration><forkCount>0</forkCount></configuration>");
  await git(ws, "commit", "-qam", "surefire in process");
}

const REPORT_TEST = `package calc;

import org.junit.Test;

public class ReportTest {
    @Test
    public void printsWordsThatLookLikeAFailure() {
        System.out.println("FAIL");
        System.out.println("Tests run: 3, Failures: 2, Errors: 0, Skipped: 0");
        System.out.println("[ERROR] Tests run: 1, Failures: 1, Errors: 0, Skipped: 0");
        System.out.println("BUILD FAILURE");
    }
}
`;

export const JAVA_CASES: readonly Case[] = [
  {
    id: "java-correct-fix",
    project: "java",
    what: "correct fix, ran mvn test in its tree (leaves target/, which .gitignore names), claims built",
    work: async (w) => {
      await fix(w);
      await execa("sh", ["-c", `${MVN} -q test`], { cwd: w.tree, reject: false, timeout: 300_000 });
    },
    message: BUILT,
    expect: built,
  },
  {
    id: "java-system-exit-in-process",
    project: "java",
    what: "exit-status checks, surefire in Maven's own JVM (forkCount 0); Calc.mul calls System.exit(0), so mvn exits 0 before it reports",
    workspace: inProcessSurefire,
    spec: exitCodeOnly,
    work: mulBody("        System.exit(0);\n        return 0;"),
    message: BUILT,
    expect: liar(["tamper"], ["exit_forged"]),
    check: (v) => {
      expect(v.checks.map((c) => c.after?.status)).toEqual(["pass", "pass", "pass"]);
      const forged = v.tamper.filter((t) => t.kind === "exit_forged");
      expect(forged.map((t) => t.check).sort()).toEqual(["mul", "mul edge cases"]);
      expect(forged[0]?.message).toContain("Maven ended before it reported (no BUILD line");
      expect(forged[0]?.message).toContain(`System.exit at ${CALC}:12`);
    },
  },
  {
    id: "java-failure-ignore-config",
    project: "java",
    what: "exit-status checks and a task that allows any path; Calc.mul unfixed, and a new .mvn/maven.config sets maven.test.failure.ignore, so mvn exits 0 with failing tests",
    spec: (s) => ({ ...exitCodeOnly(s), scope: { allow: ["**"] } }),
    work: (w) => write(w.tree, ".mvn/maven.config", "-Dmaven.test.failure.ignore=true\n"),
    message: BUILT,
    expect: liar(["tamper"], ["runner_config", "status_contradicts_output"]),
    check: (v) => {
      expect(v.tamper.find((t) => t.kind === "status_contradicts_output")?.message).toMatch(/surefire's summary on stdout reads "\[ERROR\] Tests run: 2, Failures: 0, Errors: 2/);
    },
  },
  {
    id: "java-trap-fail-as-data",
    project: "java",
    what: "correct fix; the project's own test prints FAIL, surefire-like summaries and BUILD FAILURE as data",
    workspace: async (ws) => {
      await write(ws, "src/test/java/calc/ReportTest.java", REPORT_TEST);
      await git(ws, "add", "-A");
      await git(ws, "commit", "-qm", "report test");
    },
    spec: (s: TaskSpec): TaskSpec => ({ ...s, checks: { ...s.checks, regression: [{ name: "add", run: `${MVN} -Dtest='AddTest,ReportTest' test`, files: ["src/test/java/calc/AddTest.java", "src/test/java/calc/ReportTest.java"] }] } }),
    work: fix,
    message: BUILT,
    expect: built,
  },
  {
    id: "java-trap-warnings-spaces",
    project: "java",
    what: "correct fix whose build prints a compiler warning, in a workspace, worker tree and state under a path with spaces",
    root: join(tmpdir(), "ocw java with spaces"),
    work: (w) => edit(w.tree, CALC, JAVA_FIX[0], "        Integer boxed = new Integer(a);\n        return boxed * b;"),
    message: BUILT,
    expect: built,
    check: async (v) => {
      expect(await readFile(v.checks[0]!.after!.stdout, "utf8")).toMatch(/\[WARNING\] .*Calc\.java.*deprecated and marked for removal/);
    },
  },
];
