/**
 * The static shapes of the worker's diff: constructs that let code under test subvert the checks
 * (shape.ts says what one is). find.ts scans Python through the checks' interpreter (python.ts)
 * and JS/TS with Babel (js.ts with js-tree.ts, js-rules.ts and js-flow.ts, loaded only when the
 * diff has such files); ran.ts says which JS shapes the checks ran. Imports no other sub-room.
 */
export { findShapes } from "./find.js";
export { jsShapesRan } from "./ran.js";
export type { Shape, ShapeScan } from "./shape.js";
