import {
  LIBRARY_MESSAGES,
  PLUGIN_REQUESTS_PER_DAY,
  type PluginLibraryRegisterBody,
  type PluginRequestBody,
} from '../../../contract/library.js';
import { AppError } from '../../errors.js';
import type { RateLimitRule } from '../rate-limit/index.js';
import type { ClientMeta } from '../../lib/client-meta.js';
import type { LibraryActor, LibraryDeps } from './deps.js';
import { insertPluginRequest, listRequestTimesSince, lockRequester, type RequesterKey } from './request-repo.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Visitors name any e-mail they like, so the per-address count alone is easy to dodge; this caps how many
 * plugin requests one network address may file a day (kept here beside the 2-a-day rule it backs up).
 */
export const PLUGIN_REQUESTS_PER_ADDRESS: RateLimitRule = { name: 'plugin-request-ip', max: 10, windowMs: DAY_MS };

// The plugin library's two forms: registration (000 §2) and plugin requests (001 §5).

export function createLibraryFormsService(deps: LibraryDeps) {
  const { db, accounts, rateLimits, log, now } = deps;

  return {
    /**
     * POST /api/plugin-library-register: a regular client account (not anonymous) through the accounts
     * service's registration, so the device limit and the per-address limit apply. `country` is checked
     * and not stored: the spec's users have no such field (docs/decisions.md).
     */
    async registerForLibrary(body: PluginLibraryRegisterBody, client: ClientMeta) {
      const { token, user } = await accounts.register(
        {
          email: body.email,
          password: body.password,
          firstName: body.firstName,
          lastName: body.lastName,
          fingerprintHash: body.fingerprintHash,
          deviceInfo: body.deviceInfo,
        },
        client,
      );
      return { token, user, message: LIBRARY_MESSAGES.libraryRegistered };
    },

    /**
     * POST /api/plugin-requests: at most PLUGIN_REQUESTS_PER_DAY in any 24 hours, per signed-in user or,
     * for a visitor, per e-mail address. Count and insert share a transaction under the requester's
     * advisory lock, so parallel requests cannot slip past the limit.
     */
    async submitPluginRequest(body: PluginRequestBody, user: LibraryActor | null, client: ClientMeta) {
      await rateLimits.consumeAttempt(PLUGIN_REQUESTS_PER_ADDRESS, client.ip);
      const requester: RequesterKey = user ? { userId: user.id } : { email: body.email };
      const t = now();
      const result = await db.transaction(async (tx) => {
        await lockRequester(tx, requester);
        const recent = await listRequestTimesSince(tx, requester, new Date(t.getTime() - DAY_MS));
        if (recent.length >= PLUGIN_REQUESTS_PER_DAY) {
          const retryAfter = Math.max(1, Math.ceil((recent[0].getTime() + DAY_MS - t.getTime()) / 1000));
          return { refused: true as const, retryAfter };
        }
        const row = await insertPluginRequest(tx, {
          userId: user?.id ?? null,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          pluginName: body.pluginName,
          createdAt: t,
        });
        return { refused: false as const, row, remaining: PLUGIN_REQUESTS_PER_DAY - recent.length - 1 };
      });
      if (result.refused) {
        throw new AppError(
          'RATE_LIMITED',
          LIBRARY_MESSAGES.pluginRequestLimit,
          { limitReached: true },
          result.retryAfter,
        );
      }
      log.info({ event: 'plugin_requested', requestId: result.row.id, userId: user?.id ?? null }, 'plugin requested');
      return {
        message: LIBRARY_MESSAGES.pluginRequestSubmitted,
        request: {
          id: result.row.id,
          pluginName: result.row.pluginName,
          status: result.row.status,
          createdAt: result.row.createdAt.toISOString(),
        },
        remainingToday: result.remaining,
      };
    },
  };
}
