/**
 * A process-wide signal that a repository wrote rows some kept answers are made from (the admin hosting pages, the
 * billing centre's views, the users' compute lists). Other instances hear of a write through the database's NOTIFY;
 * this one hears it at once, so its own change never meets an answer kept before it, even before the notice comes
 * back after the commit. Process-wide: two app instances in one process (tests) hear each other's writes, which
 * only drops caches; each listener stops when its owner closes.
 */
export interface WriteSignal {
  /** Called after every write; answers the function that stops listening. */
  listen(listener: () => void): () => void;
  /** Tells every listener, and hands the write's result back (`return signal.written(rows)`). */
  written<T>(result: T): T;
}

export function createWriteSignal(): WriteSignal {
  const listeners = new Set<() => void>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    written(result) {
      for (const listener of listeners) listener();
      return result;
    },
  };
}
