// One error type for the whole server. Services throw it; the error handler maps `code` to an HTTP status.
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  DEVICE_LIMIT: 403,
  QUOTA_EXCEEDED: 403,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra fields the client reads beside `message` (e.g. deviceLimitReached). Never secrets. */
  readonly details?: Record<string, unknown>;
  /** Seconds the client should wait (429). */
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>, retryAfterSeconds?: number) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
