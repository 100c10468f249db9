import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx). No tailwind-merge (~10 KB brotli on every first load), so two classes for one
 * property are decided by the stylesheet's order, not by which comes last: a component's className only adds, and a
 * caller that needs other values picks a variant or prop (docs/decisions.md, 'cn() without tailwind-merge').
 * web/test/setup.ts fails a unit test whose render asks for such a pair.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
