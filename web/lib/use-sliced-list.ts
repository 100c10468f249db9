import { useEffect, useState } from 'react';

/**
 * The items to draw now: the first `step` at once, then `step` more in each following task until all are drawn. A
 * long list of cards (a library page's 24) is then several short tasks instead of one long one, and the first cards
 * are on screen sooner (drawing /plugins' cards was a 240 ms task on Lighthouse's phone). The app
 * runs on Preact, whose useDeferredValue draws everything at once. The count drawn only grows: a longer list (Show
 * more) goes on from it, and a refetch that reorders the cards (a download moves counts) never takes any away.
 */
export function useSlicedList<T>(items: readonly T[], step: number): readonly T[] {
  const [shown, setShown] = useState(step);

  useEffect(() => {
    if (shown >= items.length) return undefined;
    const timer = setTimeout(() => setShown((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [shown, items.length, step]);

  return shown >= items.length ? items : items.slice(0, shown);
}
