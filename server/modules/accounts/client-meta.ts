// Moved to server/lib/client-meta.ts (issue 12); kept so branches written before the move still compile.
/** @deprecated import from server/lib/client-meta.js */
export { clientMeta } from '../../lib/client-meta.js';
