import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_CODE_OF } from '../../contract/i18n/error-codes.js';
import { SERVER_MESSAGES } from '../../contract/i18n/server-messages.js';
import { isPoolBusyError, POOL_BUSY_RETRY_AFTER_SECONDS } from '../db/pool-busy.js';
import { isAppError } from '../errors.js';
import { translateServerMessage } from '../lib/i18n/translate.js';
import { requestLocale } from './request-locale.js';

// Every failure answers JSON { message } (plus the AppError's details); never a stack trace. The message is in the
// requester's language when the catalogue has it (lib/i18n/translate.ts); the English text is the contract's. A
// refusal a screen acts on also carries its code (`error`, contract/i18n/error-codes.ts), the same in every language.
function answer(message: string, locale: Parameters<typeof translateServerMessage>[1]) {
  const code = ERROR_CODE_OF.get(message);
  return { message: translateServerMessage(message, locale), ...(code ? { error: code } : {}) };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.status).send({ ...answer(error.message, requestLocale(request)), ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({
        ...answer(first?.message ?? 'Invalid request', requestLocale(request)),
        field: fieldOf(first?.instancePath),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    if (isPoolBusyError(error)) {
      request.log.warn({ err: error }, 'every database connection busy; answered 503');
      reply.header('retry-after', String(POOL_BUSY_RETRY_AFTER_SECONDS));
      return reply.code(503).send(answer(SERVER_MESSAGES['server.busy'], requestLocale(request)));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    return reply.code(status).send({ message: clientMessage(error) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: 'Not found' });
  });
}

function fieldOf(instancePath?: string) {
  return instancePath ? instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined : undefined;
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Malformed JSON body';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    default:
      return error.statusCode === 429 ? error.message : error.message?.split('\n')[0] || 'Request failed';
  }
}
