/**
 * The order test files start in: vitest's own (larger or slower files first), except that the
 * real-repository files go after every other file of their group. Their beforeAll waits for the
 * packages the global setup fetches in the background (minutes on a fresh machine): started
 * first, they would hold the workers idle for that long; started last, the fetch is long done
 * and they overlap the suite's tail instead.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** The projects whose files start last in their group (vitest.config.ts). */
const LAST_PROJECTS: readonly string[] = ["realrepos"];

export default class RealReposLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (f: TestSpecification): boolean => LAST_PROJECTS.includes(f.project.name);
    return [...sorted.filter((f) => !last(f)), ...sorted.filter(last)];
  }
}
