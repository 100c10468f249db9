import { $ZodType, safeParse } from 'zod/v4/core';
import {
  ResponseSerializationError,
  serializerCompiler as encodingSerializerCompiler,
} from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

// Every answer is checked against its zod response schema before it is sent (unknown keys dropped, a wrong shape is a
// 500, never a leak). fastify-type-provider-zod does that with zod's encode, which copies its options and walks the
// schema "backward" for codecs: about 1.3 µs more than a parse on a small object, on every request (bench/
// README.md). For a schema with nothing that runs differently in the two directions (no transform, pipe or codec, no
// default, no catch, no overwrite such as trim), parse and encode give the same answer, so such routes parse; the rest
// keep the provider's encode.

/** Schema kinds that read and write the same way. Anything else (or unknown to this list) keeps the encoding path. */
const PLAIN_KINDS = new Set([
  'object',
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'array',
  'nullable',
  'optional',
  'union',
  'record',
  'date',
  'any',
  'unknown',
  'never',
  'undefined',
]);

interface ZodDefLike {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  keyType?: $ZodType;
  valueType?: $ZodType;
}

/** True when parsing the schema gives what encoding it gives: only plain kinds, no overwriting checks, all the way down. */
export function readsAsItWrites(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as ZodDefLike;
  if (!PLAIN_KINDS.has(def.type)) return false;
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return false;
  const children: $ZodType[] = [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    ...[def.catchall, def.element, def.innerType, def.keyType, def.valueType].filter(
      (child): child is $ZodType => child !== undefined,
    ),
  ];
  return children.every((child) => readsAsItWrites(child, seen));
}

/** The app's serializer compiler: parse for plain schemas, the provider's encode for the rest (same errors either way). */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema, method, url } = route as { schema: unknown; method: string; url: string };
  const zodSchema =
    schema instanceof $ZodType
      ? schema
      : schema && typeof schema === 'object' && 'properties' in schema && schema.properties instanceof $ZodType
        ? schema.properties
        : null;
  if (!zodSchema || !readsAsItWrites(zodSchema))
    return encodingSerializerCompiler(route as Parameters<typeof encodingSerializerCompiler>[0]);
  return (data: unknown) => {
    const result = safeParse(zodSchema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
