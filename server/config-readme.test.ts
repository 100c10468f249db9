import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from './config.js';

// The README's configuration table and server/config.ts name the same keys: a key added to the
// config without a row, or a row left after its key went, fails here.

/** The backticked names in the first column of the README's "Configuration (environment)" table. */
function readmeKeys(): string[] {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Configuration'));
  if (!section) throw new Error('README.md has no "## Configuration" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

describe('the README configuration table', () => {
  it('lists every key server/config.ts reads, and only those', () => {
    const listed = readmeKeys();
    expect(listed.length).toBeGreaterThan(10);
    expect(
      CONFIG_KEYS.filter((key) => !listed.includes(key)),
      'in server/config.ts but not in the README',
    ).toEqual([]);
    expect(
      listed.filter((key) => !(CONFIG_KEYS as string[]).includes(key)),
      'in the README but not read by server/config.ts',
    ).toEqual([]);
    expect(new Set(listed).size, 'a key listed twice').toBe(listed.length);
  });
});
