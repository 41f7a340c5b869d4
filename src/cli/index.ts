export { main, VERSION } from "./main.js";
export type { Context, Outcome } from "./context.js";
