// The mail module's face: what the rest of the server may use of it. Other modules import only this file.
export type { MailService } from './service.js';
export type { GraceNotice } from './templates/billing.js';
export type { ProductDescription } from './templates/words.js';
export { wire } from './wire.js';
