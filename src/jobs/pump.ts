import { watch, type FSWatcher } from "node:fs";
import { take, type InboxMessage } from "./ledger/index.js";

/**
 * Feeds inbox messages to the driver's current handler: on a file event, and every 200 ms in
 * case the watcher misses one (network file systems, an overflowed queue). Messages are
 * applied one at a time, in order.
 */
export class InboxPump {
  readonly #inbox: string;
  #handler: (m: InboxMessage) => Promise<void>;
  #watcher: FSWatcher | undefined;
  #timer: NodeJS.Timeout;
  #busy = false;
  #again = false;
  #closed = false;

  constructor(inbox: string, handler: (m: InboxMessage) => Promise<void>) {
    this.#inbox = inbox;
    this.#handler = handler;
    try {
      this.#watcher = watch(inbox, () => void this.poll());
    } catch {
      this.#watcher = undefined;
    }
    this.#timer = setInterval(() => void this.poll(), 200);
    void this.poll();
  }

  /** Route messages to another handler (the driver moved to another phase). */
  setHandler(handler: (m: InboxMessage) => Promise<void>): void {
    this.#handler = handler;
    void this.poll();
  }

  async poll(): Promise<void> {
    if (this.#closed) return;
    if (this.#busy) {
      this.#again = true;
      return;
    }
    this.#busy = true;
    try {
      do {
        this.#again = false;
        // The driver's stderr is its log (driver.log): a message skipped as damaged is named there.
        for (const m of await take(this.#inbox, (problem) => process.stderr.write(`ocw driver: ${problem}\n`))) {
          if (this.#closed) return;
          await this.#handler(m).catch(() => undefined);
        }
      } while (this.#again && !this.#closed);
    } finally {
      this.#busy = false;
    }
  }

  close(): void {
    this.#closed = true;
    clearInterval(this.#timer);
    this.#watcher?.close();
  }
}
