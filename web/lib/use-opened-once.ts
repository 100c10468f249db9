import { useRef } from 'react';

/**
 * True from the first drawing with `open` true on. A dialog whose code is fetched when it first opens is mounted from
 * then and stays mounted: it still plays its closing animation, as a dialog that was there from the start does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current;
}
