// What a reporter types as "the site": a bare label ("mysite"), a host ("mysite.hostfree.cc", "www.example.com") or
// a whole address ("https://mysite.hostfree.cc/login.php"). Answers the host names to look up, most likely first,
// or [] when nothing host-like is there.
export function candidateHosts(input: string, hostedDomain: string): string[] {
  const text = input.trim().toLowerCase();
  if (!text) return [];
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`).hostname.replace(/\.$/, '');
  } catch {
    return [];
  }
  if (!/^[a-z0-9.-]+$/.test(host) || host.length > 253) return [];
  if (!host.includes('.')) host = `${host}.${hostedDomain}`;
  const hosts = [host];
  if (host.startsWith('www.')) hosts.push(host.slice(4));
  return hosts;
}
