/**
 * The OpenCode agent a target's worker runs as. Every target compiles to this one name: a job
 * names it on every prompt without knowing which pack built it, and installing another target's
 * agent replaces `agent/<name>.md` in our config dir instead of leaving a second agent beside it.
 */
export const AGENT_NAME = "opencode-worker";
