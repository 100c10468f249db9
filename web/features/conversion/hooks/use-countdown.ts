import { useEffect, useRef, useState } from 'react';

/** Counts whole seconds down from `from` to 0, then calls onDone once. */
export function useCountdown(from: number, onDone: () => void, enabled = true): number {
  const [remaining, setRemaining] = useState(from);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!enabled) return;
    const interval = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(interval);
  }, [enabled]);

  const fired = useRef(false);
  useEffect(() => {
    if (enabled && remaining === 0 && !fired.current) {
      fired.current = true;
      done.current();
    }
  }, [enabled, remaining]);

  return remaining;
}
