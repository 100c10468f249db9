// A device's user agent in words ('Chrome 124 on Windows') for the sessions list and the audit log.
// A short table of the browsers and systems people use, not a full parser: anything unknown reads
// 'Unknown browser' rather than a guess.

export interface DeviceDescription {
  browser: string;
  os: string | null;
}

// Order matters: Edge, Opera and Samsung Internet also say 'Chrome', and Chrome also says 'Safari'.
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:[.\d]*)?(?: Mobile\/\w+)? Safari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = (userAgent ?? '').trim();
  if (!ua) return { browser: 'Unknown browser', os: null };
  let browser = 'Unknown browser';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0] ?? null;
  return { browser, os };
}

/** 'Chrome 124 on Windows', 'Firefox 126', 'Unknown browser'. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const { browser, os } = describeUserAgent(userAgent);
  return os ? `${browser} on ${os}` : browser;
}
