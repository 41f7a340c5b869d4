/** A half-right LruCache for rung 3: it passes the visible tests, but replacing a key does not refresh its recency and a capacity of 1.5 is accepted. */
export const SLOPPY_LRU = `export class LruCache {
  constructor(capacity) { if (capacity < 1) throw new RangeError("capacity"); this.c = capacity; this.m = new Map(); }
  get size() { return this.m.size; }
  has(k) { return this.m.has(k); }
  get(k) { if (!this.m.has(k)) return undefined; const v = this.m.get(k); this.m.delete(k); this.m.set(k, v); return v; }
  set(k, v) { this.m.set(k, v); if (this.m.size > this.c) this.m.delete(this.m.keys().next().value); return this; }
  delete(k) { return this.m.delete(k); }
}
`;
