/** arrayvec 0.7.6 → 0.7.7 with dev-dependencies from CARGO_HOME: extend dropped a zero-sized element twice (tests/realrepos/support.ts). */
import { describeRealRepo } from "./support.js";

describeRealRepo("rust-arrayvec", {
  bug: /ZST value dropped more than once/,
});
