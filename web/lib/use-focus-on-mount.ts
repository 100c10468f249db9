import { useCallback, useLayoutEffect, useRef, type ForwardedRef } from 'react';

/**
 * `autoFocus` as React does it: the control takes the focus when it is mounted (a dialog's first field, a code step's
 * input). The app runs on Preact (vite.config.ts, PREACT_ALIASES), which only writes the HTML attribute, and a
 * browser honours that once per page load, not for a control drawn later. A layout effect, so the focus is in place
 * before a Radix dialog's focus trap looks for it (that trap leaves the focus where it already is inside the dialog).
 * Returns the ref to give the element, passing it on to the caller's own ref.
 */
export function useFocusOnMount<T extends HTMLElement>(
  autoFocus: boolean | undefined,
  forwarded: ForwardedRef<T>,
): (node: T | null) => void {
  const element = useRef<T | null>(null);
  const focusOnMount = useRef(autoFocus);
  useLayoutEffect(() => {
    if (focusOnMount.current) element.current?.focus();
  }, []);
  return useCallback(
    (node: T | null) => {
      element.current = node;
      if (typeof forwarded === 'function') forwarded(node);
      else if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );
}
