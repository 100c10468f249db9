// Pixel defaults (marketing.ts re-exports them) in a zod-free file: the browser's pixel reads them on every public
// page without loading the schemas (first load).
export const PIXEL_DEFAULTS = { purchaseEventValue: 5, registrationValue: 5, currency: 'USD' } as const;
