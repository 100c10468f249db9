import type { FastifyRequest } from 'fastify';

// What may reach a log line. Logs are read by more people, kept longer and copied to
// more places than the database, so they carry ids, events and addresses, never credentials or personal data:
// - request URLs: a signed download link's credential is cut out of the path, and every query-string value is
//   replaced (searches and e-mail checks carry names and addresses);
// - errors: a failed query is logged as its PostgreSQL code and a short statement head, never its parameters
//   (usernames, e-mails, session digests) or PostgreSQL's `detail` ("Key (email)=(…) already exists");
// - fields whose name says credential or personal data are replaced, whatever logs them;
// - and, last, every finished line is scrubbed of e-mail addresses, bearer tokens and long token-like runs, so
//   a value that slipped through a message or a third-party library still does not reach the disk.

// Some URLs carry a credential in their path: a signed download link is valid on its own for 5 minutes
// (modules/library/download-token.ts). Others carry personal data: the e-mail of GET /api/vps-orders/by-email/{email}
// (URL-encoded, so the final e-mail scrub would miss it).
const SECRET_PATHS: RegExp[] = [/^(\/api\/library\/download\/)[^/?#]+/, /^(\/api\/vps-orders\/by-email\/)[^/?#]+/];

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  let clean = url;
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(clean)) clean = clean.replace(pattern, `$1${REDACTED}`);
  }
  const q = clean.indexOf('?');
  if (q === -1) return clean;
  const query = clean
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq === -1 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
  return `${clean.slice(0, q)}?${query}`;
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

// Field names (lowercased, '_' and '-' removed) whose values are never logged.
const SECRET_KEY_PARTS = [
  'password',
  'passwd',
  'token',
  'secret',
  'phrase',
  'authorization',
  'cookie',
  'email',
  'apikey',
  'fingerprint',
  'params',
  'sid',
];

export function isSecretKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[-_]/g, '');
  return SECRET_KEY_PARTS.some((part) => k === part || k.endsWith(part) || k.startsWith(part));
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const BEARER = /(bearer|whm|basic)\s+[^\s"',]+/gi;
// Our session tokens, digests, signed links and keys are ≥ 32 base64url or hex characters in a row.
const TOKEN_RUN = /[A-Za-z0-9_-]{32,}/g;

/** Replaces e-mail addresses, bearer credentials and token-like runs inside any text. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(BEARER, `$1 ${REDACTED}`).replace(TOKEN_RUN, REDACTED);
}

/** A copy of a log object with secret-named fields replaced; Errors are left to serializeError. */
export function scrubFields(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object' || value instanceof Error || value instanceof Date)
    return value;
  if (Array.isArray(value)) return value.map((v) => scrubFields(v, depth + 1));
  // Only plain objects are copied: a request or reply keeps its prototype for its serializer.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    out[key] =
      isSecretKey(key) && child !== null && typeof child !== 'boolean' && typeof child !== 'number'
        ? REDACTED
        : scrubFields(child, depth + 1);
  }
  return out;
}

const MAX_MESSAGE = 300;
const MAX_STACK_FRAMES = 8;

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  cause?: unknown;
  query?: unknown;
  constraint?: unknown;
  table?: unknown;
}

/**
 * A small, parameter-free picture of an error. Drizzle's DrizzleQueryError carries `query`, `params` and a
 * message that repeats both; the PostgreSQL error in its `cause` has the code worth knowing.
 */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown): LoggedError {
  if (!error || typeof error !== 'object')
    return { type: typeof error, message: scrubText(String(error)).slice(0, MAX_MESSAGE), stack: '' };
  const e = error as ErrorLike;
  const cause = (e.cause && typeof e.cause === 'object' ? e.cause : undefined) as ErrorLike | undefined;
  const isQueryError = typeof e.query === 'string';
  const message = isQueryError
    ? // PostgreSQL quotes the offending value in some messages ('invalid input syntax for type integer: "…"').
      `Failed query${cause?.message ? `: ${String(cause.message).replace(/"[^"]*"/g, '"…"')}` : ''}`
    : String(e.message ?? '').split('\nparams:')[0];
  const out: LoggedError = {
    type: e.name ?? 'Error',
    message: scrubText(message).slice(0, MAX_MESSAGE),
    stack: '',
  };
  const code = e.code ?? cause?.code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (isQueryError) out.statement = scrubText(String(e.query).replace(/\s+/g, ' ')).slice(0, 120);
  const constraint = e.constraint ?? cause?.constraint;
  if (typeof constraint === 'string') out.constraint = constraint;
  if (typeof e.stack === 'string') {
    // The first line repeats the message (with the parameters, for a query): only the frames are kept.
    out.stack = e.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, MAX_STACK_FRAMES)
      .join('\n');
  }
  if (cause && !isQueryError)
    out.cause = { type: cause.name, message: scrubText(String(cause.message ?? '')).slice(0, MAX_MESSAGE) };
  return out;
}

/** The pino options every logger of the app uses (app.ts, and the harness when a test captures logs). */
export const loggerRedaction = {
  redact: ['req.headers.authorization', 'req.headers.cookie'],
  serializers: { req: serializeRequest, err: serializeError, error: serializeError },
  formatters: { log: (object: Record<string, unknown>) => scrubFields(object) as Record<string, unknown> },
  hooks: { streamWrite: (line: string) => scrubText(line) },
};
