import type { FastifyInstance } from 'fastify';
import { SOURCE_LOCALE } from '../../contract/i18n/locales.js';
import { translateServerMessage } from '../lib/i18n/translate.js';
import { requestLocale } from './request-locale.js';

// A successful answer's own sentence ({ message: 'Article deleted', … }) is in the requester's language, as an error
// answer's is (error-handler.ts): services return the contract's English constant, and a text the catalogue knows
// (exactly, or as a template with values) is sent translated; any other text (a provider's or a person's words) goes
// out as it is. Only the answer's top-level `message`: nested fields are data (a donation's message, a ticket's).

type MessageAnswer = { message: string } & Record<string, unknown>;

const isMessageAnswer = (payload: unknown): payload is MessageAnswer =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  typeof (payload as { message?: unknown }).message === 'string';

export function registerAnswerLanguage(app: FastifyInstance) {
  // Callback style, not async: it runs on every object answer, and most pass through untouched without a promise.
  app.addHook('preSerialization', (request, reply, payload: unknown, done) => {
    if (reply.statusCode >= 400 || !isMessageAnswer(payload)) return done(null, payload);
    const locale = requestLocale(request);
    if (locale === SOURCE_LOCALE) return done(null, payload);
    const message = translateServerMessage(payload.message, locale);
    done(null, message === payload.message ? payload : { ...payload, message });
  });
}
