/** packaging 26.1 → 26.2 with `uv sync` and the virtualenv's pytest: the pyemscripten tag read the wrong sysconfig variable (tests/realrepos/support.ts). */
import { describeRealRepo } from "./support.js";

describeRealRepo("uv-packaging", {
  bug: /At index 0 diff: 'emscripten_5_0_3_wasm32' != 'pyemscripten_2026_0_wasm32'/,
  envPath: ".venv",
  missing: /\.venv\/bin\/python: not found[\s\S]*ignored folder of the workspace[\s\S]*uv sync/,
});
