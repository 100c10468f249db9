// The client-config module's face: what the rest of the server may use of it. Other modules import only this file.
export { clientConfigRoutes } from './routes.js';
