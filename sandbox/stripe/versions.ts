import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FakeEvent } from './state.js';

// API versions and event types as Stripe knows them, and events rendered in an older version. The two lists are
// read from the installed stripe-node's own types (`WebhookEndpointCreateParams.ApiVersion` and `.EnabledEvent`,
// generated from Stripe's OpenAPI document), so the fake refuses what Stripe refuses and follows the SDK on upgrade.

function unionOf(source: string, typeName: string): Set<string> | null {
  const match = new RegExp(`type ${typeName} = ([^;]+);`).exec(source);
  return match ? new Set([...match[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!)) : null;
}

let known: { versions: Set<string> | null; events: Set<string> | null } | undefined;

function knownLists() {
  if (known) return known;
  try {
    const esm = path.join(
      path.dirname(createRequire(import.meta.url).resolve('stripe')),
      '..',
      'esm',
      'resources',
      'WebhookEndpoints.d.ts',
    );
    const source = readFileSync(esm, 'utf8');
    known = { versions: unionOf(source, 'ApiVersion'), events: unionOf(source, 'EnabledEvent') };
  } catch {
    known = { versions: null, events: null };
  }
  return known;
}

/** Stripe's version names: a date, and since 2024-09-30 a release name ('2026-10-28.endive'). */
export function isKnownApiVersion(version: string): boolean {
  return knownLists().versions?.has(version) ?? /^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(version);
}

/** A type a webhook endpoint may subscribe to ('*' = every type). */
export function isKnownEventType(type: string): boolean {
  return knownLists().events?.has(type) ?? /^(\*|[a-z_]+(\.[a-z_]+)+)$/.test(type);
}

/** 2025-03-31.basil moved an invoice's subscription under `parent` and period dates onto subscription items. */
const BASIL = '2025-03-31';
const isBefore = (version: string, date: string) => version.slice(0, 10) < date;

type Json = Record<string, unknown>;

/** The invoice and subscription fields an older version still had (what an endpoint pinned to it receives). */
function objectInVersion(object: unknown, version: string): unknown {
  if (!object || typeof object !== 'object' || !isBefore(version, BASIL)) return object;
  const o = object as Json;
  if (o.object === 'invoice') {
    const { parent, ...rest } = o as Json & {
      parent?: { subscription_details?: { subscription?: string; metadata?: Json } | null } | null;
    };
    const details = parent?.subscription_details ?? null;
    return {
      ...rest,
      paid: o.status === 'paid',
      subscription: details?.subscription ?? null,
      subscription_details: details ? { metadata: details.metadata ?? {} } : null,
    };
  }
  if (o.object === 'subscription') {
    const first = ((o.items as { data?: Json[] } | undefined)?.data ?? [])[0];
    return {
      ...o,
      current_period_start: first?.current_period_start ?? null,
      current_period_end: first?.current_period_end ?? null,
    };
  }
  return object;
}

/** The event as an endpoint pinned to `version` receives it: its api_version field and its object's shape. */
export function eventInVersion(event: FakeEvent, version: string): FakeEvent {
  if (event.api_version === version) return event;
  return {
    ...event,
    api_version: version,
    data: { ...event.data, object: objectInVersion(event.data.object, version) },
  };
}
