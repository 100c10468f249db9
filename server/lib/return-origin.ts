/**
 * Where an outside page (Stripe Checkout) sends the browser back: the origin the browser is on when that is this
 * site (the host of PUBLIC_URL, any port or scheme the proxy reports), or a loopback address while PUBLIC_URL is one
 * too (the demo and the journeys open http://localhost while PUBLIC_URL names 127.0.0.1, and the browser's session
 * lives on the origin it opened). Any other Host header (forged, or a proxy's internal name) gets PUBLIC_URL.
 */
export function returnOriginOf(requestOrigin: string, publicUrl: string): string {
  let asked: URL;
  let site: URL;
  try {
    asked = new URL(requestOrigin);
    site = new URL(publicUrl);
  } catch {
    return publicUrl;
  }
  const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
  const sameSite = asked.hostname === site.hostname || (isLoopback(asked.hostname) && isLoopback(site.hostname));
  return sameSite && (asked.protocol === 'http:' || asked.protocol === 'https:') ? asked.origin : publicUrl;
}
