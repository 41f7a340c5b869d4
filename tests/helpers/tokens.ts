/**
 * Counting what the plugin puts into Claude's context. Two measures, always side by side:
 *   tokens  Anthropic's own published tokenizer (npm `@anthropic-ai/tokenizer`, the Claude 2
 *           vocabulary: the only real Claude tokenizer that runs offline; current models'
 *           vocabularies are not public, so this is an approximation, labelled as such)
 *   quarter characters / 4, the rule of thumb the earlier figures used
 * JSON and ids cost noticeably more tokens than chars/4 suggests, so targets are judged on the
 * tokenizer. One tokenizer instance is kept for the process (building it parses 1.7 MB of ranks).
 */
import { getTokenizer } from "@anthropic-ai/tokenizer";

let tokenizer: ReturnType<typeof getTokenizer> | undefined;

/** Tokens of `text` by Anthropic's published (Claude 2) tokenizer. */
export function countTokens(text: string): number {
  tokenizer ??= getTokenizer();
  return tokenizer.encode(text.normalize("NFKC"), "all").length;
}

/** The documented rule of thumb: about four characters of English per token. */
export function quarterChars(text: string): number {
  return Math.ceil([...text].length / 4);
}

export const TOKENIZER_LABEL = "tokens by @anthropic-ai/tokenizer (Claude 2 vocabulary; an approximation for current models)";
