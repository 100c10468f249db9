import { z } from 'zod';

/** Every error answer of the API: a message, sometimes with flags the client reads (deviceLimitReached). */
export const errorResponse = z.object({ message: z.string() }).passthrough();

export const messageResponse = z.object({ message: z.string() });

/** PostgreSQL `integer` (int4): every integer the API accepts is bounded by its column, or the query fails with a 500. */
export const INT4_MAX = 2_147_483_647;

/** A row id (serial, int4) as a path or query parameter. */
export const idParam = () => z.coerce.number().int().positive().max(INT4_MAX);

export const idParams = z.object({ id: idParam() });

/** Where a paged list is: its page, the page size, how many rows in all, how many pages (at least 1). */
export const pageInfoSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});

/** Text that ends up in logs, e-mails or WHM: no control characters (CR/LF injection, security-test-plan C6). */
export const safeText = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Control characters are not allowed');

export const emailSchema = z.string().trim().max(254).email('Please enter a valid email address');

/**
 * Request bodies whose unknown keys are dropped without an error. Every other object body is refused when it
 * carries a key its schema does not name (server/http/strict-bodies.ts); add a schema here only with a comment
 * on which client sends more than the route reads.
 */
export const keepsUnknownKeysQuiet = new WeakSet<z.ZodType>();
