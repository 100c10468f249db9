import type { ServerResponse } from 'node:http';

// The fake Stripe's wire-level answers: the error envelope with its status, and responses with CORS (Stripe.js
// calls the API from the browser).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}
export const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
export const missing = (kind: string, id: string, param = 'id') =>
  new ApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });
export const masked = (key: string) => `${key.slice(0, 8)}****${key.slice(-4)}`;

export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
};

export function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...CORS, ...headers });
  res.end(body);
}
