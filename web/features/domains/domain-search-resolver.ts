import { checkDomainBody } from '../../../contract/hosting.js';
import { zodFormResolver } from '../../lib/zod-form-resolver';

// The domain search card's validator (zod and the hosting schemas), loaded on the card's first check
// (web/lib/lazy-resolver.ts): the client dashboard then opens without zod. The card imports
// only the type from here; the contract's schema gives the message, so the browser and the server say the same.
export type DomainSearchValues = { domain: string };

export const domainSearchResolver = zodFormResolver<DomainSearchValues>(checkDomainBody);
