// What a cloud_accounts row holds for each provider: one zod branch per provider (its folder's account.ts), joined
// here into the union the module reads every row through, so a row whose config or secrets do not fit its provider
// is refused instead of reaching a client.
import { z } from 'zod';

/** A SecretBox envelope (lib/secret-box.ts: v1.<iv>.<tag>.<body>): what a provider's secret is stored as, never plain. */
export const sealedSecret = z.string().regex(/^v1\.[\w-]+\.[\w-]+\.[\w-]*$/, 'A stored secret must be sealed');

/** The stored-account union of the given branches (one per registered provider), discriminated by `provider`. */
export function storedAccountUnion(branches: readonly z.ZodType[]) {
  return z.discriminatedUnion(
    'provider',
    branches as unknown as [
      z.ZodObject<{ provider: z.ZodLiteral<string> }>,
      ...z.ZodObject<{ provider: z.ZodLiteral<string> }>[],
    ],
  );
}
