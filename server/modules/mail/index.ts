// The mail module's face: what the rest of the server may use of it. Other modules import only this file.
export type { MailService } from './service.js';
export { wire } from './wire.js';
