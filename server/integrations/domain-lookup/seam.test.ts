// The domain lookup's seam: only the lookup's own folders know which protocols answer. Everything else talks to
// DomainLookup (and config.ts parses the WHOIS settings' host:port syntax).
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['server', 'web', 'contract'];
const ALLOWED = [
  'server/integrations/rdap/',
  'server/integrations/whois/',
  'server/integrations/domain-lookup/',
  'server/config.ts',
];
const PROTOCOL_CODE = [
  /integrations\/(rdap|whois)\//,
  /\b(Rdap|Whois)(Error|Client|Lookup|Server)\b/,
  /\bcreate(Rdap|Whois)\w*\(/,
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'test') yield* sourceFiles(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full.split(path.sep).join('/');
  }
}

describe('domain lookup seam', () => {
  it("no product file outside the lookup's folders imports or names a protocol's client", () => {
    const offenders: string[] = [];
    for (const root of ROOTS) {
      for (const file of sourceFiles(root)) {
        if (ALLOWED.some((a) => file === a || file.startsWith(a))) continue;
        const text = readFileSync(file, 'utf8');
        for (const shape of PROTOCOL_CODE) if (shape.test(text)) offenders.push(`${file}: ${shape}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the check above finds what it looks for (the protocol folders themselves match)', () => {
    const text = readFileSync('server/integrations/domain-lookup/providers.ts', 'utf8');
    expect(PROTOCOL_CODE.some((shape) => shape.test(text))).toBe(true);
  });
});
