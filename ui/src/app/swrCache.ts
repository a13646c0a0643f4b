// SWR keeps entries forever by default; docs/decisions.md §8 keeps public data for 15 minutes. This cache
// provider forgets an entry once it is older than its lifetime, so the next read refetches.
import type { Cache, State } from 'swr';

export const STALE_AFTER_MS = 10 * 60 * 1000;
export const KEEP_FOR_MS = 15 * 60 * 1000;

export class ExpiringCache implements Cache {
  private readonly entries = new Map<string, { value: State; at: number }>();
  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): State | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.lifetimeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: State): void {
    const previous = this.entries.get(key);
    // Only new data restarts the clock; SWR also writes loading and error flags.
    const at = previous && previous.value.data === value.data ? previous.at : this.now();
    this.entries.set(key, { value, at });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }
}
