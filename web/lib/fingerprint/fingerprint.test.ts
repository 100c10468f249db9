import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { setAuthToken } from '../storage';
import { collectFingerprint, recordFingerprint, sha256Hex, sha256HexSync, stableHashInput } from './index';
import { COMMON_FONTS } from './fonts';
import { lookupIpAddress } from './network';

const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256', () => {
  it.each(['', 'abc', 'HostFree ✓ ünïcode 🌐', 'x'.repeat(1000)])('matches node:crypto for %#', async (text) => {
    expect(sha256HexSync(text)).toBe(nodeSha(text));
    expect(await sha256Hex(text)).toBe(nodeSha(text));
  });

  it('falls back to the pure implementation without crypto.subtle', async () => {
    vi.stubGlobal('crypto', {});
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('collectFingerprint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fails soft where jsdom has no canvas, WebGL or audio, and still hashes', async () => {
    mockApi();
    const fp = await collectFingerprint({ ipLookupUrl: null, probeMac: false });
    expect(fp.fingerprintHash).toMatch(/^[0-9a-f]{64}$/);
    expect(fp.canvasFingerprint).toBe('unavailable');
    expect(fp.webglFingerprint).toBe('unavailable');
    expect(fp.audioFingerprint).toBe('unavailable');
    expect(fp.screenResolution).toMatch(/^\d+ x \d+ x \d+$/);
    expect(fp.ipAddress).toBeNull();
    expect(fp.macAddress).toBeNull();
    const platform = JSON.parse(fp.platformInfo);
    expect(platform).toMatchObject({
      cookieEnabled: expect.any(Boolean),
      fonts: [],
      plugins: expect.any(Array),
      screen: expect.any(Object),
    });
    expect(Object.keys(platform)).toEqual(
      expect.arrayContaining(['platform', 'doNotTrack', 'maxTouchPoints', 'vendor']),
    );
  });

  it('hashes the stable fields only: the same device gives the same hash whatever its network', async () => {
    mockApi({ 'GET https://ip.example/json': { body: { ip: '203.0.113.9' } } });
    const a = await collectFingerprint({ ipLookupUrl: null, probeMac: false });
    const b = await collectFingerprint({ ipLookupUrl: 'https://ip.example/json', probeMac: false });
    expect(b.ipAddress).toBe('203.0.113.9');
    expect(b.fingerprintHash).toBe(a.fingerprintHash);
    expect(a.fingerprintHash).toBe(nodeSha(stableHashInput(a)));
  });

  it('skips the IP lookup entirely when the config has no lookup address', async () => {
    const api = mockApi({ 'GET /api/client-config': { body: { hostedDomain: 'hostfree.cc', ipLookupUrl: null } } });
    await collectFingerprint({ probeMac: false });
    expect(api.calls.map((c) => c.url)).toEqual(['/api/client-config']);
  });

  it('checks sixteen common fonts', () => {
    expect(COMMON_FONTS).toHaveLength(16);
  });
});

describe('lookupIpAddress', () => {
  it('gives up after the time-out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    await expect(lookupIpAddress('https://ip.example', 20)).resolves.toBeNull();
  });

  it('reads plain-text answers and ignores junk', async () => {
    mockApi({ 'GET https://a.example': { text: '198.51.100.4\n' }, 'GET https://b.example': { text: '<html>' } });
    await expect(lookupIpAddress('https://a.example')).resolves.toBe('198.51.100.4');
    await expect(lookupIpAddress('https://b.example')).resolves.toBeNull();
  });
});

describe('recordFingerprint', () => {
  it('posts the full record with the bearer token', async () => {
    setAuthToken('tok');
    const api = mockApi({ 'POST /api/device-fingerprint': { body: { ok: true } } });
    const fp = await collectFingerprint({ ipLookupUrl: null, probeMac: false });
    await expect(recordFingerprint(fp)).resolves.toBe(true);
    const call = api.callsTo('POST', '/api/device-fingerprint')[0];
    expect(call.headers.Authorization).toBe('Bearer tok');
    expect(call.body).toMatchObject({
      fingerprintHash: fp.fingerprintHash,
      userAgent: fp.userAgent,
      platformInfo: fp.platformInfo,
    });
  });

  it('only warns when recording fails', async () => {
    mockApi({ 'POST /api/device-fingerprint': { status: 500, body: { message: 'boom' } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fp = await collectFingerprint({ ipLookupUrl: null, probeMac: false });
    await expect(recordFingerprint(fp)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('fail-soft parts', () => {
  it('survives a canvas that throws and an audio stack that fails', async () => {
    mockApi();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.stubGlobal(
      'OfflineAudioContext',
      class {
        constructor() {
          throw new Error('no audio');
        }
      },
    );
    const fp = await collectFingerprint({ ipLookupUrl: null, probeMac: false });
    expect(fp).toMatchObject({
      canvasFingerprint: 'unavailable',
      webglFingerprint: 'unavailable',
      audioFingerprint: 'unavailable',
    });
    expect(JSON.parse(fp.platformInfo).fonts).toEqual([]);
    expect(fp.fingerprintHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives null for the MAC probe where WebRTC is missing', async () => {
    const { probeMacAddress } = await import('./network');
    await expect(probeMacAddress(50)).resolves.toBeNull();
  });
});
