/** gjson v1.20.0 → v1.20.1 with third-party modules from the module cache: a broken surrogate pair swallowed the next \u escape (tests/realrepos/support.ts). */
import { describeRealRepo } from "./support.js";

describeRealRepo("go-gjson", {
  bug: /--- FAIL: TestIssue403[\s\S]*assert failed/,
});
