import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.js';
import { ASSET_CACHE, registerWebApp } from './web.js';

// How the built app goes over the wire: precompressed hashed assets cached for a year, index.html
// never cached, and other text answers compressed on the fly.

describe('serving the built web app', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'hostfree-web-'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const prerenderedHome = `<!doctype html><div id="root"><h1>Free hosting</h1></div>${'<!-- pad -->'.repeat(200)}`;
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html lang="en"><title>HostFree</title><script src="/assets/index-abc123.js"></script>${'<!-- pad -->'.repeat(200)}`,
    );
    writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
    writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    // A prerendered '/' as the build writes it (scripts/vite-prerender.ts): the page, and its brotli file.
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'prerendered/index.html'), prerenderedHome);
    writeFileSync(path.join(dist, 'prerendered/index.html.br'), brotliCompressSync(prerenderedHome));
    // The same page in Arabic, as the build writes each locale's into its own folder.
    mkdirSync(path.join(dist, 'prerendered/ar'));
    writeFileSync(path.join(dist, 'prerendered/ar/index.html'), '<html lang="ar" dir="rtl"><h1>استضافة مجانية</h1>');
    app = Fastify();
    await registerCompression(app);
    app.get('/api/big', () => ({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) }));
    app.get('/api/small', () => ({ ok: true }));
    await registerWebApp(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves each page in the visitor's language: cookie, else Accept-Language, with Vary on both", async () => {
    const arabic = await app.inject({ url: '/', headers: { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' } });
    expect(arabic.body).toContain('استضافة مجانية');
    expect(arabic.headers.vary).toMatch(/accept-language, cookie/i);
    expect(arabic.headers['content-language']).toBe('ar');
    // The switcher's cookie wins over the browser's language.
    const chosen = await app.inject({ url: '/', headers: { 'accept-language': 'ar', cookie: 'hf_locale=en' } });
    expect(chosen.body).toContain('<h1>Free hosting</h1>');
    // A page without a prerendered form: the app's shell, marked with the language and its direction.
    const shell = await app.inject({ url: '/auth?tab=login', headers: { cookie: 'hf_locale=ar' } });
    expect(shell.body).toContain('<html lang="ar" dir="rtl">');
    const spanish = await app.inject({ url: '/auth?tab=login', headers: { 'accept-language': 'es' } });
    expect(spanish.body).toContain('<html lang="es" dir="ltr">');
  });

  it('sends the build-time brotli or gzip file of a hashed asset, cached for a year as immutable', async () => {
    const br = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(ASSET_CACHE);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(ASSET_CACHE);
  });

  it('never lets index.html or an unhashed file be used from a cache without asking', async () => {
    const page = await app.inject({ url: '/plugins', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('/assets/index-abc123.js');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers a prerendered page with its markup, from the build-time file, never cached; other pages get index.html', async () => {
    const home = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(home.rawPayload).toString()).toBe(prerenderedHome);
    expect((await app.inject({ url: '/?domain=mysite' })).body).toBe(prerenderedHome);
    // The build wrote no /plugins page here: the plain index.html, as before.
    expect((await app.inject({ url: '/plugins' })).body).toContain('/assets/index-abc123.js');
    expect((await app.inject({ url: '/prerendered/index.html' })).body).not.toBe(prerenderedHome);
  });

  it('compresses JSON answers from 1 KB when the caller accepts it, and leaves the rest alone', async () => {
    const big = await app.inject({ url: '/api/big', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).items).toHaveLength(200);
    expect((await app.inject({ url: '/api/big' })).headers['content-encoding']).toBeUndefined();
    expect(
      (await app.inject({ url: '/api/small', headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding'],
    ).toBeUndefined();
  });
});
