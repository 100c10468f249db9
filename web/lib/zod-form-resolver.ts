import type { FieldErrors, FieldValues, Resolver } from './form';
import type { z } from 'zod';

/**
 * A form resolver (web/lib/form, react-hook-form's resolver shape) for a zod schema, for a form whose validator is
 * loaded on first check (web/lib/lazy-resolver.ts). Not @hookform/resolvers' zodResolver: that imports
 * react-hook-form itself, and a lazy chunk reaching React that way makes the bundler split React out of the shared
 * chunk on every page. The first message of each field is shown, as zodResolver does.
 */
export function zodFormResolver<T extends FieldValues, Out = T>(schema: z.ZodType<Out, T>): Resolver<T, unknown, Out> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const keys = issue.path.map(String);
      if (keys.length === 0) continue;
      let node = errors;
      for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      node[keys[keys.length - 1]] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
