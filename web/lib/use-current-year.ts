import { useSyncExternalStore } from 'react';

/**
 * The year the build was made (vite.config.ts defines it), which is also the year the prerendered pages print.
 * Without a define (tests) it is this year.
 */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

const subscribe = () => () => undefined;
const currentYear = () => new Date().getFullYear();
const buildYear = () => BUILD_YEAR;

/**
 * This year, for a copyright line. A prerendered page was drawn with the build's year: hydration starts from that
 * (React's server snapshot) and then moves to this year, instead of a mismatch that makes React throw the page
 * away and draw it again, as a build served in a later year did.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, buildYear);
}
