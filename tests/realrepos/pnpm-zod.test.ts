/** zod 4.3.1 → 4.3.2 with pnpm 10 and `pnpm exec vitest`: an intersection of objects rejected a key only one side knew (tests/realrepos/support.ts). */
import { describeRealRepo } from "./support.js";

describeRealRepo("pnpm-zod", {
  bug: /"code": "unrecognized_keys"/,
  envPath: "node_modules",
  // pnpm exec says `Command "vitest" not found` (exit 254): the message must name the runner and how to install it.
  missing: /vitest[\s\S]*pnpm install/,
});
