import { useEffect, useState } from 'react';

/**
 * How many of a page's `count` slices to draw: the first at once, then one more after each following frame. A long page
 * drawn in one go is one long task that holds a phone's main thread (a tap waits for it); drawn in slices, top first,
 * the browser may run input and paint between them (issue 24 point 1: the client dashboard's cards were one task of
 * ~50 ms, 210 ms under Lighthouse's 4x slowdown). Later slices must only add below the earlier ones, so nothing that
 * is already shown moves.
 */
export function useTaskSlices(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= count) return;
    // After the next frame, not merely the next task: the browser lays out and paints each slice before the next is
    // drawn, so a slice that reads layout (Radix's Presence does) does not pay for the slices before it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => { timer = setTimeout(() => setShown((drawn) => drawn + 1)); });
    return () => { cancelAnimationFrame(frame); clearTimeout(timer); };
  }, [shown, count]);
  return shown;
}
