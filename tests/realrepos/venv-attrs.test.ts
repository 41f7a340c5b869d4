/** attrs 25.2.0 → 25.3.0 with `python3 -m venv` and `pip install -e .`: a generator field_transformer left the class without fields (tests/realrepos/support.ts). */
import { describeRealRepo } from "./support.js";

describeRealRepo("venv-attrs", {
  bug: /AssertionError: assert \['x'\] == \[\]/,
  envPath: ".venv",
  missing: /\.venv\/bin\/python: not found[\s\S]*ignored folder of the workspace[\s\S]*python -m venv \.venv/,
});
