import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`, so a countdown ('47h 59m') moves without refetching. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
