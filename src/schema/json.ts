import { isStackOverflow, tooDeep, TOO_DEEP } from "./depth.js";
import type { Parsed } from "./yaml.js";

/** JSON reading for files people write (task specs, grade.json): errors carry a line and column. */

/** Parse JSON; a syntax error names the line and column, not a character offset. */
export function parseJsonText(text: string, file: string): Parsed<unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    if (tooDeep(value)) return { ok: false, problem: { file, path: "", message: `cannot be read: it ${TOO_DEEP}` } };
    return { ok: true, value };
  } catch (e) {
    if (isStackOverflow(e)) return { ok: false, problem: { file, path: "", message: `cannot be read: it ${TOO_DEEP}` } };
    const message = (e as Error).message;
    const pos = /at position (\d+)/.exec(message);
    let where = "";
    if (pos) {
      const before = text.slice(0, Number(pos[1]));
      const line = before.split("\n").length;
      where = `:${line}:${before.length - before.lastIndexOf("\n")}`;
    }
    const what = message.replace(/,? ?(in JSON )?at position \d+.*$/s, "").replace(/^Unexpected token '(.)', .*$/s, "unexpected '$1'");
    return { ok: false, problem: { file: `${file}${where}`, path: "", message: `is not valid JSON: ${what}; fix it at that position` } };
  }
}
