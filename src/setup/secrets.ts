import { ErrorCode, OcwError } from "../error.js";

/**
 * API keys are only ever handled by the name of the environment variable that holds them: the
 * config says `{env:VAR}`, the record says `keyEnv: "VAR"`, and the key's value lives only in
 * memory for the requests that need it. Anything that looks like a key where a name belongs is
 * refused without being echoed.
 */

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,127}$/;

/** Check that `name` is an environment variable name (not a key pasted in its place). */
export function validateKeyEnvName(name: string): string {
  if (!ENV_NAME.test(name)) {
    throw new OcwError(ErrorCode.SecretRefused, "--key-env takes the NAME of an environment variable (like OPENROUTER_API_KEY), and the value given is not one; it was not printed or saved. Export the key in a variable and pass its name");
  }
  return name;
}

/** The key held by `name`; KEY_MISSING when the variable is unset or empty. */
export function readKey(name: string, env: Readonly<Record<string, string | undefined>>): string {
  validateKeyEnvName(name);
  const value = env[name];
  if (value === undefined || value.trim() === "") {
    throw new OcwError(ErrorCode.KeyMissing, `the environment variable ${name} is not set; export ${name}=<your key> and run again (ocw stores only the name, never the key)`, { data: { keyEnv: name } });
  }
  return value.trim();
}

/** Authorization headers for a key, or none. */
export function authHeaders(key: string | undefined): Record<string, string> {
  return key ? { authorization: `Bearer ${key}` } : {};
}

/** Replace every occurrence of `secret` in `text` (for messages built from server answers). */
export function redact(text: string, secret: string | undefined): string {
  return secret && secret.length >= 4 ? text.split(secret).join("[redacted]") : text;
}
