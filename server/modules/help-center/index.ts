// The help-center module's face: what the rest of the server may use of it. Other modules import only this file.
// The support desk calls `helpCenter.ticketFollowed(helpToken)` when a ticket is created with the token its form
// carried; System → Status reads `helpCenter.figures()` for /api/admin/metrics.
export { helpCenterRoutes } from './routes.js';
export type { HelpCenterService } from './service.js';
export { wire } from './wire.js';
