import { describe, expect, it } from 'vitest';
import { timeAgo } from './format-time';

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
