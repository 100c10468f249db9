import { describe, expect, it } from 'vitest';
import { domainAgeDays } from './domain-age.js';

const now = new Date('2026-11-29T12:00:00Z');
const registered = (summary: unknown) => ({
  isAvailable: false,
  registrarResponse: { via: 'rdap', status: 'registered', summary },
  lastChecked: now,
});

describe('a custom domain’s age for the name check', () => {
  it('reads the RDAP registration event of a registered domain', () => {
    const summary = {
      ldhName: 'shop.example',
      events: [
        { eventAction: 'last changed', eventDate: '2026-11-28T00:00:00Z' },
        { eventAction: 'registration', eventDate: '2026-11-26T09:00:00Z' },
      ],
    };
    expect(domainAgeDays(registered(summary), now)).toBe(3);
    expect(
      domainAgeDays(registered({ events: [{ eventAction: 'registration', eventDate: '2019-01-01T00:00:00Z' }] }), now),
    ).toBeGreaterThan(2500);
  });

  it('a domain the registry called free is registered for this order: no older than that answer', () => {
    const lastChecked = new Date(now.getTime() - 2 * 3600_000);
    expect(domainAgeDays({ isAvailable: true, registrarResponse: { status: 'available' }, lastChecked }, now)).toBe(0);
    const weeksAgo = new Date(now.getTime() - 20 * 24 * 3600_000);
    expect(domainAgeDays({ isAvailable: true, registrarResponse: null, lastChecked: weeksAgo }, now)).toBe(20);
  });

  it('is unknown without a registration event, whatever the registry sent', () => {
    for (const summary of [
      undefined,
      null,
      'x',
      {},
      { events: 'x' },
      { events: [null, { eventAction: 'registration' }] },
    ])
      expect(domainAgeDays(registered(summary), now)).toBeUndefined();
    expect(
      domainAgeDays(registered({ events: [{ eventAction: 'registration', eventDate: 'not a date' }] }), now),
    ).toBeUndefined();
  });
});
