import type { DeviceFingerprintBody, DeviceInfo } from '../../../contract/accounts.js';
import { fetchClientConfig } from '../client-config';
import { getAudioFingerprint } from './audio';
import { getCanvasFingerprint } from './canvas';
import { detectFonts } from './fonts';
import { lookupIpAddress, probeMacAddress } from './network';
import { sha256Hex } from './sha256';
import { getWebglFingerprint } from './webgl';

export type DeviceFingerprint = DeviceFingerprintBody & {
  userAgent: string;
  screenResolution: string;
  timezone: string;
  language: string;
  platformInfo: string;
  canvasFingerprint: string;
  webglFingerprint: string;
  audioFingerprint: string;
};

type NavigatorExtras = Navigator & {
  deviceMemory?: number;
  connection?: { effectiveType?: string; type?: string };
};

function safe<T>(read: () => T, fallback: T): T {
  try {
    const value = read();
    return value === undefined ? fallback : value;
  } catch {
    return fallback;
  }
}

function screenDetails(): Record<string, number> {
  return safe<Record<string, number>>(
    () => ({
      width: screen.width,
      height: screen.height,
      availWidth: screen.availWidth,
      availHeight: screen.availHeight,
      colorDepth: screen.colorDepth,
      pixelDepth: screen.pixelDepth,
      devicePixelRatio: window.devicePixelRatio,
    }),
    {},
  );
}

function platformInfo(): string {
  const nav = navigator as NavigatorExtras;
  return JSON.stringify({
    platform: safe(() => nav.platform, ''),
    cookieEnabled: safe(() => nav.cookieEnabled, false),
    doNotTrack: safe(() => nav.doNotTrack, null),
    maxTouchPoints: safe(() => nav.maxTouchPoints, 0),
    vendor: safe(() => nav.vendor, ''),
    fonts: detectFonts(),
    plugins: safe(() => Array.from(nav.plugins ?? [], (plugin) => plugin.name), []),
    screen: screenDetails(),
  });
}

/** The parts that do not change from one visit to the next; the network-dependent ones stay out of the hash. */
export function stableHashInput(info: Omit<DeviceInfo, 'ipAddress' | 'macAddress' | 'connectionType'>): string {
  return JSON.stringify([
    info.userAgent ?? '',
    info.screenResolution ?? '',
    info.timezone ?? '',
    info.language ?? '',
    info.deviceMemory ?? '',
    info.hardwareConcurrency ?? '',
    info.platformInfo ?? '',
    info.canvasFingerprint ?? '',
    info.webglFingerprint ?? '',
    info.audioFingerprint ?? '',
  ]);
}

export interface CollectOptions {
  /** From /api/client-config (fetched when not given); null skips the public IP lookup entirely. */
  ipLookupUrl?: string | null;
  /** Off by default in tests: the WebRTC probe is slow and finds nothing in practice. */
  probeMac?: boolean;
}

/** Runs `read` in a task of its own: the WebGL context and the font measures each block the page for a while on
 * a slow phone; apart, no single task is long enough to hold up a tap (no long tasks). */
function inOwnTask<T>(read: () => T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(read()), 0));
}

/**
 * Gathers the device record of 000 §3. Every part fails soft (a missing canvas, WebGL or audio stack
 * gives 'unavailable'); only a failure to hash rejects.
 */
export async function collectFingerprint(options: CollectOptions = {}): Promise<DeviceFingerprint> {
  const nav = navigator as NavigatorExtras;
  const ipLookupUrl = options.ipLookupUrl !== undefined ? options.ipLookupUrl : (await fetchClientConfig()).ipLookupUrl;
  const [canvasFingerprint, audioFingerprint, ipAddress, macAddress] = await Promise.all([
    getCanvasFingerprint(),
    getAudioFingerprint(),
    lookupIpAddress(ipLookupUrl),
    options.probeMac === false ? Promise.resolve(null) : probeMacAddress(),
  ]);
  const webglFingerprint = await inOwnTask(getWebglFingerprint);
  const platform = await inOwnTask(platformInfo);
  const stable = {
    userAgent: safe(() => nav.userAgent, ''),
    screenResolution: safe(() => `${screen.width} x ${screen.height} x ${screen.colorDepth}`, 'unknown'),
    timezone: safe(() => Intl.DateTimeFormat().resolvedOptions().timeZone, 'unknown'),
    language: safe(() => nav.language, 'unknown'),
    deviceMemory: safe(() => (nav.deviceMemory !== undefined ? String(nav.deviceMemory) : 'unknown'), 'unknown'),
    hardwareConcurrency: safe(() => (nav.hardwareConcurrency ? String(nav.hardwareConcurrency) : 'unknown'), 'unknown'),
    platformInfo: platform,
    canvasFingerprint,
    webglFingerprint,
    audioFingerprint,
  };
  const fingerprintHash = await sha256Hex(stableHashInput(stable));
  return {
    ...stable,
    fingerprintHash,
    connectionType: safe(() => nav.connection?.effectiveType ?? nav.connection?.type ?? 'unknown', 'unknown'),
    ipAddress,
    macAddress,
  };
}

/** The registration calls send the hash on its own and the rest as deviceInfo. */
export function splitFingerprint(fingerprint: DeviceFingerprint): { fingerprintHash: string; deviceInfo: DeviceInfo } {
  const { fingerprintHash, ...deviceInfo } = fingerprint;
  return { fingerprintHash, deviceInfo };
}
