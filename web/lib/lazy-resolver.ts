import type { FieldValues, Resolver } from './form';

/**
 * A form resolver (web/lib/form) whose validator (zod and the form's schemas, ~38 KB compressed) is fetched on the
 * form's first check rather than with the page: the page's first load leaves it out. The module
 * is asked for once; a failed fetch is asked for again on the next check.
 */
export function lazyResolver<T extends FieldValues, Out = T>(
  load: () => Promise<Resolver<T, unknown, Out>>,
): Resolver<T, unknown, Out> {
  let pending: Promise<Resolver<T, unknown, Out>> | null = null;
  return async (values, context, options) => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return (await pending)(values, context, options);
  };
}

/**
 * The resolvers of one validators module, each a lazyResolver: `const lazy = lazyResolvers(() => import('./form-resolvers'))`,
 * then `export const loginResolver = lazy('loginResolver')`. Each resolver keeps the type the module gives it, so a
 * feature restates none of its form types; the module is one chunk, fetched on the first check of any of its forms.
 */
export function lazyResolvers<M>(load: () => Promise<M>) {
  return <K extends keyof M>(name: K): M[K] =>
    lazyResolver(() => load().then((module) => module[name] as Resolver)) as M[K];
}
