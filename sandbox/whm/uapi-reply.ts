// The shape of a UAPI function in the fake: it answers { status, data, errors }, and uapi_cpanel wraps that in
// WHM API 1's `data.uapi` (reference §14). Arguments a UAPI call repeats come as key, key-1, key-2 ….
import type { FakeWhmAccount, FakeWhmState } from './state.js';

export interface UapiResult {
  status: 0 | 1;
  data: unknown;
  errors: string[] | null;
  messages?: string[] | null;
}

export interface UapiContext {
  state: FakeWhmState;
  account: FakeWhmAccount;
  params: URLSearchParams;
  /** The WHM request's method and URL query (uapi_cpanel passes both through to the UAPI function). */
  method: string;
  query: URLSearchParams;
}

export type UapiHandler = (ctx: UapiContext) => UapiResult;

export const uapiOk = (data: unknown = null): UapiResult => ({ status: 1, data, errors: null });
export const uapiError = (...errors: string[]): UapiResult => ({ status: 0, data: null, errors });

/** A UAPI argument given once or repeated with numeric suffixes (add, add-1, add-2 …). */
export function repeated(params: URLSearchParams, key: string): string[] {
  const values = params.getAll(key);
  for (let i = 1; params.has(`${key}-${i}`); i += 1) values.push(...params.getAll(`${key}-${i}`));
  return values;
}

export function required(params: URLSearchParams, key: string): string | UapiResult {
  const value = params.get(key);
  return value === null || value === '' ? uapiError(`You must specify the “${key}” argument.`) : value;
}
