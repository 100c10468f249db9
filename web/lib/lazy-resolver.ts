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
