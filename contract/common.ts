import { z } from 'zod';

/** Every error answer of the API: a message, sometimes with flags the client reads (deviceLimitReached). */
export const errorResponse = z.object({ message: z.string() }).passthrough();

export const messageResponse = z.object({ message: z.string() });

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Text that ends up in logs, e-mails or WHM: no control characters (CR/LF injection, security-test-plan C6). */
export const safeText = (max: number) => z.string().max(max).regex(/^[^\u0000-\u001f\u007f]*$/, 'Control characters are not allowed');

export const emailSchema = z.string().trim().max(254).email('Please enter a valid email address');
