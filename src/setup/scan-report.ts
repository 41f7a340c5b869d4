import { detectHardware, detectSoftware, type Hardware, type Software } from "./hardware.js";
import type { Endpoint } from "./scan/types.js";
import { scanEndpoints, type ProbeStatus } from "./scan/scan.js";
import { authHeaders, readKey } from "./secrets.js";

/**
 * `setup scan` as one function: the model servers on the engines' ports and the given URLs, and
 * what the machine has to serve one (GPUs, RAM, CPU, node and opencode). The CLI prints it and
 * the MCP tool trims it for Claude; neither decides what is probed.
 */

export interface ScanInput {
  /** Extra endpoint URLs (host:port or http(s)://…). */
  readonly urls?: readonly string[];
  /** Local ports instead of the engines' defaults; [] probes only `urls`. */
  readonly ports?: readonly number[];
  readonly host?: string;
  readonly timeoutMs?: number;
  /** The NAME of the variable holding a key for `urls`; the key is read now and sent only to them. */
  readonly keyEnv?: string;
}

export interface ScanReport {
  readonly endpoints: readonly Endpoint[];
  readonly probes: readonly ProbeStatus[];
  readonly hardware: Hardware;
  readonly software: Software;
}

/** Probe endpoints and detect the machine, concurrently. KEY_MISSING / SECRET_REFUSED before any probe. */
export async function scan(input: ScanInput, opts: { readonly env: Readonly<Record<string, string | undefined>> }): Promise<ScanReport> {
  const headers = input.keyEnv === undefined ? {} : authHeaders(readKey(input.keyEnv, opts.env));
  const [found, hardware, software] = await Promise.all([
    scanEndpoints({ urls: input.urls ?? [], ports: input.ports, host: input.host, timeoutMs: input.timeoutMs, headers, env: opts.env }),
    detectHardware(),
    detectSoftware(),
  ]);
  return { endpoints: found.endpoints, probes: found.probes, hardware, software };
}

/** A comma-separated port list as people write it ("8080, 11434"); "" is no ports. Bad numbers are left for the scan to name. */
export function parsePorts(text: string): number[] {
  return text.trim() === "" ? [] : text.split(",").map((p) => Number(p.trim()));
}
