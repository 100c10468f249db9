import { describe, expect, it } from 'vitest';
import { formatDateTime, timeAgo } from './format-time';

const now = Date.parse('2026-11-23T12:00:00Z');

describe('timeAgo', () => {
  it.each([
    ['2026-11-23T11:59:30Z', 'just now'],
    ['2026-11-23T11:55:00Z', '5 minutes ago'],
    ['2026-11-23T10:00:00Z', '2 hours ago'],
    ['2026-11-22T11:00:00Z', 'yesterday'],
    ['2026-11-09T12:00:00Z', '2 weeks ago'],
  ])('%s reads %s', (at, text) => {
    expect(timeAgo(at, now)).toBe(text);
  });

  it('shows unreadable input as given', () => {
    expect(timeAgo('soon', now)).toBe('soon');
  });
});

describe('in other languages', () => {
  it.each([
    ['es', '2026-11-23T11:55:00Z', 'hace 5 minutos'],
    ['fr', '2026-11-22T11:00:00Z', 'hier'],
    ['pt-BR', '2026-11-23T10:00:00Z', 'há 2 horas'],
    ['ar', '2026-11-23T11:59:30Z', 'الآن'],
  ] as const)('%s: %s reads %s', (locale, at, text) => {
    expect(timeAgo(at, now, locale)).toBe(text);
  });

  it('writes an exact date-time in the locale’s own order, and keeps the English one', () => {
    const at = '2026-11-23T12:00:00Z';
    expect(formatDateTime(at, 'en')).toBe(
      new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
    );
    expect(formatDateTime(at, 'fr')).toMatch(/2026/);
    expect(formatDateTime(at, 'fr')).toContain('nov.');
    expect(formatDateTime('soon', 'fr')).toBe('soon');
  });
});
