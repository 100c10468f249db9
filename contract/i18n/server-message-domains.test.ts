import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_DIR, readCatalogue } from './catalogue-files.js';
import { SOURCE_LOCALE } from './locales.js';
import { SERVER_MESSAGE_DOMAINS, domainMessages } from './server-message-domains.js';
import { SERVER_MESSAGES } from './server-messages.js';

// Every message constant the server throws is known to the catalogue: each `*_MESSAGES` the contract exports is in
// SERVER_MESSAGE_DOMAINS, and each of their texts is in `errors` or in its domain's `errors-<domain>.json`, word for word.

const CONTRACT_DIR = path.join(path.dirname(CATALOGUE_DIR), '..');
const registered = new Set(Object.values(SERVER_MESSAGE_DOMAINS).flatMap((groups) => Object.values(groups)));

function textsOf(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(textsOf);
  return [];
}

describe("the server's messages in the catalogue", () => {
  it('repeats each domain file word for word from the contract', () => {
    for (const domain of Object.keys(SERVER_MESSAGE_DOMAINS))
      expect(readCatalogue(SOURCE_LOCALE, domain), domain).toEqual(domainMessages(domain));
  });

  it('registers every message constant the contract exports', async () => {
    const files = readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const exported: string[] = [];
    for (const file of files) {
      const source = readFileSync(path.join(CONTRACT_DIR, file), 'utf8');
      for (const [, name] of source.matchAll(/export const (\w+_MESSAGES)\b/g)) {
        const module = (await import(`../${file.replace(/\.ts$/, '.js')}`)) as Record<string, unknown>;
        if (!registered.has(module[name!] as never)) exported.push(`${file} ${name}`);
      }
    }
    expect(exported).toEqual([]);
  });

  it('knows every text of every registered constant', () => {
    const known = new Set([
      ...Object.values(SERVER_MESSAGES),
      ...Object.keys(SERVER_MESSAGE_DOMAINS).flatMap((domain) => Object.values(readCatalogue(SOURCE_LOCALE, domain)!)),
    ]);
    const unknown = [...registered].flatMap(textsOf).filter((text) => !known.has(text));
    expect(unknown).toEqual([]);
  });
});
