import { describe, expect, it } from 'vitest';
import { describeUserAgent, deviceLabel } from './user-agent';

const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const EDGE_WIN = `${CHROME_WIN} Edg/124.0.2478.51`;
const SAFARI_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:126.0) Gecko/20100101 Firefox/126.0';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const CHROME_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';

describe('describeUserAgent', () => {
  it.each([
    [CHROME_WIN, 'Chrome 124 on Windows'],
    [EDGE_WIN, 'Edge 124 on Windows'],
    [SAFARI_IOS, 'Safari 17 on iOS'],
    [SAFARI_MAC, 'Safari 17 on macOS'],
    [FIREFOX_LINUX, 'Firefox 126 on Linux'],
    [CHROME_ANDROID, 'Chrome 124 on Android'],
    [CHROME_IOS, 'Chrome 124 on iOS'],
  ])('reads %s', (ua, label) => {
    expect(deviceLabel(ua)).toBe(label);
  });

  it('says Unknown browser rather than guessing', () => {
    expect(describeUserAgent(null)).toEqual({ browser: 'Unknown browser', os: null });
    expect(deviceLabel('')).toBe('Unknown browser');
    expect(deviceLabel('curl/8.5.0')).toBe('Unknown browser');
    expect(deviceLabel('Mozilla/5.0 HostFree-e2e admin-hosting')).toBe('Unknown browser');
  });
});
