import { z } from 'zod';

// A hosting package and a VPS package are both packages on sale: whatever else each carries, both lead with these,
// as the admin lists and the offers show them.

export const packageOnSaleFields = {
  id: z.number(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  /** Cents; 0 shows as Free. */
  price: z.number(),
  currency: z.string(),
};
export type PackageOnSale = z.infer<z.ZodObject<typeof packageOnSaleFields>>;
