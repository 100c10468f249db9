import { useEffect, useState } from 'react';

/**
 * Calls `callback` once the page has painted: after the next frame, then in a task of its own. Returns a cancel.
 * (A hidden tab draws no frame: the callback then waits until the tab is shown.)
 */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False on the first render, true once the page has painted it: a frame, then a task. What waits on it is neither
 * fetched nor rendered in the task that draws the first paint, so that paint comes sooner and the main thread is
 * given back between the two (the client dashboard's largest paint).
 */
export function useAfterPaint(already = false): boolean {
  const [painted, setPainted] = useState(already);
  useEffect(() => (painted ? undefined : afterNextPaint(() => setPainted(true))), [painted]);
  return painted;
}

/**
 * How many of a page's `count` slices to draw: the first at once, then one more each time the page has painted the
 * ones before. A long page drawn in one go is one long task that holds a phone's main thread (a tap waits for it);
 * drawn in slices, top first, the browser runs input, layout and paint between them, and a slice that reads layout
 * (Radix's Presence does) does not pay for the slices before it (the client dashboard's cards were
 * one task of ~50 ms, 210 ms under Lighthouse's 4× slowdown). Later slices must only add below the earlier ones, so
 * nothing already shown moves.
 */
export function useSlicesAfterPaint(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => (shown >= count ? undefined : afterNextPaint(() => setShown((drawn) => drawn + 1))), [shown, count]);
  return shown;
}
