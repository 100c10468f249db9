import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, fingerprintWebSources, staleReason, WEB_DIST, WEB_SOURCES, writeStamp } from './build-web.js';

// The check that lets `npm start` and `npm run demo` skip `vite build`: a changed source or a damaged dist must
// always mean a build.
describe('build-web --if-changed', () => {
  let root: string;
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const year2030 = new Date('2030-06-01T00:00:00Z');
  const fingerprint = (env: Record<string, string> = {}, now = year2030) => fingerprintWebSources(root, env, now);

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'hostfree-build-web-'));
    put('web/main.tsx', 'export {}');
    put('web/features/a/b.tsx', 'export const b = 1;');
    put('contract/x.ts', 'export const x = 1;');
    put('vite.config.ts', 'export default {}');
    put('package-lock.json', '{}');
    put(`${WEB_DIST}/index.html`, '<html></html>');
    put(`${WEB_DIST}/assets/app.js`, 'console.log(1)');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reuses a finished build while nothing it reads changed', () => {
    expect(staleReason(root, fingerprint())).toBe('no finished build');
    writeStamp(root, fingerprint());
    expect(staleReason(root, fingerprint())).toBeNull();
  });

  it('builds again when any source changes: the app, the contract, the build config, the lock, a new file', () => {
    writeStamp(root, fingerprint());
    for (const [file, text] of [
      ['web/features/a/b.tsx', 'export const b = 2;'],
      ['contract/x.ts', 'export const x = 2;'],
      ['vite.config.ts', 'export default { x: 1 }'],
      ['package-lock.json', '{"a":1}'],
      ['web/new.css', '.a{}'],
    ] as const) {
      const before = fingerprint();
      put(file, text);
      expect(fingerprint(), file).not.toBe(before);
      expect(staleReason(root, fingerprint())).toBe('the web sources changed');
    }
  });

  it('counts the content, not the time: rewriting a file with the same bytes changes nothing', () => {
    const before = fingerprint();
    put('web/main.tsx', 'export {}');
    expect(fingerprint()).toBe(before);
  });

  it('counts the build year and VITE_ variables, which the build writes into the app', () => {
    const before = fingerprint();
    expect(fingerprint({}, new Date('2031-01-02T00:00:00Z'))).not.toBe(before);
    expect(fingerprint({ VITE_X: '1' })).not.toBe(before);
    expect(fingerprint({ OTHER: '1' })).toBe(before);
  });

  it('builds again when the dist is missing, half-written or altered', () => {
    writeStamp(root, fingerprint());
    rmSync(path.join(root, WEB_DIST, 'assets/app.js'));
    expect(staleReason(root, fingerprint())).toBe(`${WEB_DIST}/assets/app.js is missing`);
    put(`${WEB_DIST}/assets/app.js`, 'console.log(12)');
    expect(staleReason(root, fingerprint())).toBe(`${WEB_DIST}/assets/app.js changed since the build`);
    rmSync(path.join(root, WEB_DIST), { recursive: true });
    expect(staleReason(root, fingerprint())).toBe(`${WEB_DIST}/index.html is missing`);
  });

  it('does not trust a stamp it cannot read, or one of a build without index.html', () => {
    put(BUILD_STAMP, '{"fingerprint":');
    expect(staleReason(root, fingerprint())).toBe('no finished build');
    rmSync(path.join(root, WEB_DIST, 'index.html'));
    writeStamp(root, fingerprint());
    expect(staleReason(root, fingerprint())).toBe('the last build wrote no index.html');
  });
});

describe('WEB_SOURCES', () => {
  it('names every build step vite.config.ts imports, so changing one builds again', () => {
    const config = readFileSync(path.resolve('vite.config.ts'), 'utf8');
    const steps = [...config.matchAll(/from '\.\/(scripts\/[^']+)\.js'/g)].map((m) => `${m[1]}.ts`);
    expect(steps.length).toBeGreaterThan(3);
    for (const step of steps) expect(WEB_SOURCES).toContain(step);
  });
});
