import type { Config } from './config.js';
import type { AppDeps } from './app.js';
import { createSessionService } from './modules/accounts/session-service.js';

/**
 * Every service of the app, built once from config and the outside clients. Modules receive the
 * services they need from here; a service calls another module's service, never its repo.
 */
export function createServices(config: Config, deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const sessions = createSessionService({ db: deps.db, idleMs: config.session.idleMs, absoluteMs: config.session.absoluteMs, now });
  return { sessions };
}

export type Services = ReturnType<typeof createServices>;
