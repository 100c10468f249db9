// The health module's face: what the rest of the server may use of it. Other modules import only this file.
export { healthRoutes } from './routes.js';
