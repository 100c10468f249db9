import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the page has painted it: a frame, then a task. What waits on it is neither
 * fetched nor rendered in the task that draws the first paint, so that paint comes sooner and the main thread is
 * given back between the two (issue 24 point 1: the client dashboard's largest paint).
 */
export function useAfterPaint(already = false): boolean {
  const [painted, setPainted] = useState(already);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => { timer = setTimeout(() => setPainted(true)); });
    return () => { cancelAnimationFrame(frame); clearTimeout(timer); };
  }, [painted]);
  return painted;
}
