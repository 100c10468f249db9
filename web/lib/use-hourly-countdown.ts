import { useEffect, useState } from 'react';

const HOUR_MS = 60 * 60 * 1000;

/** Whole hours left of `hours` since `startMs`: hours at the start, one less each full hour, never below 0. */
export function hoursLeft(startMs: number, nowMs: number, hours: number): number {
  const elapsed = Math.max(0, nowMs - startMs);
  return Math.max(0, hours - Math.floor(elapsed / HOUR_MS));
}

/**
 * 000 §9 / 001 §9: the monthly gift's countdown, from 24 hours after payment, decreasing hourly (the donation thank-you
 * page and the billing centre's gift line). It ticks at each
 * full hour after `startMs` (the payment time the server reports), so a page left open stays right.
 */
export function useHourlyCountdown(startMs: number, hours: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = hoursLeft(startMs, now, hours);
  useEffect(() => {
    if (left === 0) return;
    const elapsed = Math.max(0, Date.now() - startMs);
    const untilNextHour = HOUR_MS - (elapsed % HOUR_MS);
    const timer = setTimeout(() => setNow(Date.now()), untilNextHour);
    return () => clearTimeout(timer);
  }, [startMs, left, now]);
  return left;
}
