import { TIMINGS } from '../../../contract/constants.js';

const IP_PATTERN = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]{2,39})$/i;
const MAC_PATTERN = /\b([0-9a-f]{2}(?:[:-][0-9a-f]{2}){5})\b/i;

/** The public address as seen by the configured lookup service (JSON {ip} or plain text), or null. */
export async function lookupIpAddress(
  url: string | null | undefined,
  timeoutMs: number = TIMINGS.ipLookupTimeoutMs,
): Promise<string | null> {
  if (!url) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { signal: controller.signal, headers: { Accept: 'application/json, text/plain' } });
    if (!res.ok) return null;
    const text = (await res.text()).trim();
    let candidate: unknown = text;
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      candidate = parsed.ip ?? parsed.ipAddress ?? parsed.query ?? null;
    } catch {
      // plain text answer
    }
    return typeof candidate === 'string' && IP_PATTERN.test(candidate.trim()) ? candidate.trim() : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Looks through local WebRTC ICE candidates for a hardware address. Browsers do not expose one (host
 * candidates are mDNS names), so this normally answers null; no outside STUN server is contacted.
 */
export async function probeMacAddress(timeoutMs: number = TIMINGS.stunProbeTimeoutMs): Promise<string | null> {
  const Peer = (globalThis as { RTCPeerConnection?: typeof RTCPeerConnection }).RTCPeerConnection;
  if (!Peer) return null;
  let peer: RTCPeerConnection | null = null;
  try {
    peer = new Peer({ iceServers: [] });
    const connection = peer;
    const found = new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), timeoutMs);
      connection.onicecandidate = (event) => {
        if (!event.candidate) {
          clearTimeout(timer);
          resolve(null);
          return;
        }
        const match = MAC_PATTERN.exec(event.candidate.candidate);
        if (match) {
          clearTimeout(timer);
          resolve(match[1].toLowerCase());
        }
      };
    });
    connection.createDataChannel('probe');
    await connection.setLocalDescription(await connection.createOffer());
    return await found;
  } catch {
    return null;
  } finally {
    try {
      peer?.close();
    } catch {
      // already closed
    }
  }
}
