/** zod 4.3.0 → 4.3.1 with npm and `npx vitest`: `.extend()` on a refined object schema threw for new keys too (tests/realrepos/support.ts). */
import { describeRealRepo } from "./support.js";

describeRealRepo("npm-zod", {
  bug: /Object schemas containing refinements cannot be extended/,
  envPath: "node_modules",
  missing: /npx wanted to fetch vitest from the registry: it is not installed in node_modules/,
});
