import { readHtml, type ReadPage } from './html-reader.js';
import type { ScoredSignal } from '../names/name-scorer.js';

// The content scan's scorer: what a fetched page does, as explained signals. Each signal names what matched
// (the form's target, the frame, the script fragment) so the admin reading the case can check it by eye.

export const PAGE_POINTS = {
  credentialFormOffSite: 60,
  cardFormOffSite: 60,
  brandSignIn: 35,
  kitFile: 30,
  hiddenFrame: 20,
  offSiteRedirect: 25,
  obfuscatedScript: 30,
} as const;

/** File and folder names phishing kits ship with (public kit write-ups: Imperva, Akamai, Netcraft). */
export const KIT_FILE_NAMES: readonly string[] = [
  'webscr.php',
  'login.srf',
  'rezult',
  'antibot',
  'blocker.php',
  'netcraft_check',
  'telegram.php',
  'mailer.php',
  'sendmail.php',
  'next.php',
  'verify.php',
  'validation.php',
  'billing.php',
  'post.php?pass',
  'cmd=_login-submit',
];

const SIGN_IN_WORDS = [
  'sign in',
  'sign-in',
  'log in',
  'login',
  'password',
  'verify your account',
  'confirm your identity',
  'account suspended',
  'unusual activity',
];
/** A brand and a sign-in word this close together in the text read as one claim. */
const NEAR_CHARS = 160;
const LONG_ESCAPE_RUN = 200;

export interface PageScore {
  score: number;
  signals: ScoredSignal[];
  /** Every absolute http(s) link the page points at (outbound links and sources), for the reputation sources. */
  outboundUrls: string[];
  /** What the scorer read, for tests and the case's snippet. */
  page: ReadPage;
}

function hostOf(target: string, base: URL): string | null {
  try {
    const url = new URL(target.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

function sameSite(host: string | null, base: URL): boolean {
  if (!host) return true;
  const own = base.hostname.toLowerCase();
  return host === own || host === `www.${own}` || own === `www.${host}`;
}

const short = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max)}…` : text);

function isCredentialField(field: { type: string; name: string }) {
  return field.type === 'password' || /pass(word|wd)?$|^pwd$/.test(field.name);
}
function isCardField(field: { type: string; name: string; autocomplete: string }) {
  return (
    field.autocomplete.startsWith('cc-') ||
    /card.?num|cc.?num|^ccn$|cvv|cvc|card.?code|expir/.test(field.name.replace(/[^a-z]/g, ' ').trim())
  );
}

/** Finds the off-site target in a meta refresh ('0; url=https://…') or a script redirect. */
function redirectTargets(page: ReadPage): string[] {
  const targets: string[] = [];
  for (const content of page.metaRefresh) {
    const match = /url\s*=\s*['"]?([^'"\s;]+)/i.exec(content);
    if (match) targets.push(match[1]!);
  }
  const assign = /(?:location(?:\.href)?\s*=|location\.(?:replace|assign)\s*\()\s*['"`]([^'"`]{1,500})['"`]/g;
  for (const script of page.scripts) for (const m of script.matchAll(assign)) targets.push(m[1]!);
  return targets;
}

function obfuscation(script: string): string | null {
  const calls =
    /eval\s*\(\s*(atob|unescape|decodeURIComponent|String\.fromCharCode)\s*\(|eval\s*\(\s*function\s*\(\s*p\s*,\s*a\s*,\s*c\s*,\s*k\s*,\s*e/;
  const call = calls.exec(script);
  if (call) return call[0];
  if (/document\.write\s*\(\s*(unescape|atob)\s*\(/.test(script)) return 'document.write(unescape(';
  // Long runs of \xNN, \uNNNN or %NN: text hidden from a reader (and from naive scanners).
  const run = new RegExp(`(?:\\\\x[0-9a-f]{2}|\\\\u[0-9a-f]{4}|%[0-9a-f]{2}){${LONG_ESCAPE_RUN / 4},}`, 'i').exec(
    script,
  );
  if (run) return `${run[0].length} characters of escaped text`;
  return null;
}

function isHiddenFrame(attrs: Record<string, string>): boolean {
  const style = (attrs.style ?? '').toLowerCase().replace(/\s+/g, '');
  const tiny = (v: string | undefined) => v !== undefined && /^\s*[01](px)?\s*$/.test(v);
  return (
    'hidden' in attrs ||
    style.includes('display:none') ||
    style.includes('visibility:hidden') ||
    (tiny(attrs.width) && tiny(attrs.height)) ||
    /(^|;)(width|height):[01]px/.test(style)
  );
}

function brandNearSignIn(page: ReadPage, brands: readonly string[]): string | null {
  const text = `${page.title} ${page.text}`.toLowerCase();
  const hasPassword = page.forms.some((f) => f.fields.some(isCredentialField));
  for (const raw of brands) {
    const brand = raw.toLowerCase().trim();
    if (brand.length < 3) continue;
    let at = text.indexOf(brand);
    let looked = 0;
    while (at !== -1 && looked++ < 50) {
      const around = text.slice(Math.max(0, at - NEAR_CHARS), at + brand.length + NEAR_CHARS);
      const word = SIGN_IN_WORDS.find((w) => around.includes(w));
      if (word) return `${brand} next to '${word}'`;
      at = text.indexOf(brand, at + brand.length);
    }
    if (hasPassword && page.title.toLowerCase().includes(brand)) return `${brand} in the title of a password form`;
  }
  return null;
}

/** Scores a page fetched from `pageUrl` (the final address after redirects). */
export function scorePage(html: string, pageUrl: string, brands: readonly string[]): PageScore {
  const base = new URL(pageUrl);
  const page = readHtml(html);
  const signals: ScoredSignal[] = [];

  for (const form of page.forms) {
    const target = form.action ? hostOf(form.action, base) : null;
    // A field-only "form" (no <form>) posts wherever its script says: off-site unless proved otherwise is too
    // strong; it counts only with the brand signal below.
    if (form.method === 'script' || sameSite(target, base)) continue;
    if (form.fields.some(isCredentialField)) {
      signals.push({
        signal: 'credential-form-off-site',
        detail: `password form posts to ${short(target ?? form.action)}`,
        points: PAGE_POINTS.credentialFormOffSite,
      });
      break;
    }
    if (form.fields.some(isCardField)) {
      signals.push({
        signal: 'card-form-off-site',
        detail: `card form posts to ${short(target ?? form.action)}`,
        points: PAGE_POINTS.cardFormOffSite,
      });
      break;
    }
  }

  const brand = brandNearSignIn(page, brands);
  if (brand) signals.push({ signal: 'brand-sign-in', detail: brand, points: PAGE_POINTS.brandSignIn });

  // Where a meta or script redirect sends visitors is asked of the sources like a link: a page that forwards
  // everyone to a listed download is as harmful as one that links it.
  const redirects = redirectTargets(page);
  const references = [
    ...page.links,
    ...page.scriptSources,
    ...page.forms.map((f) => f.action),
    ...page.frames.map((f) => f.src),
    ...redirects,
  ];
  const kit = KIT_FILE_NAMES.find((name) => references.some((ref) => ref.toLowerCase().includes(name)));
  if (kit) signals.push({ signal: 'kit-file', detail: kit, points: PAGE_POINTS.kitFile });

  const hidden = page.frames.find((f) => isHiddenFrame(f.attrs));
  if (hidden)
    signals.push({
      signal: 'hidden-frame',
      detail: `hidden frame ${short(hidden.src || '(no src)')}`,
      points: PAGE_POINTS.hiddenFrame,
    });

  const away = redirects.find((target) => !sameSite(hostOf(target, base), base));
  if (away)
    signals.push({
      signal: 'off-site-redirect',
      detail: `redirects to ${short(away)}`,
      points: PAGE_POINTS.offSiteRedirect,
    });

  for (const script of page.scripts) {
    const found = obfuscation(script);
    if (found) {
      signals.push({ signal: 'obfuscated-script', detail: short(found), points: PAGE_POINTS.obfuscatedScript });
      break;
    }
  }

  const outbound = new Set<string>();
  for (const ref of references) {
    try {
      const url = new URL(ref.trim(), base);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !sameSite(url.hostname, base)) {
        url.hash = '';
        outbound.add(url.toString());
      }
    } catch {
      // not an address
    }
    if (outbound.size >= 100) break;
  }

  return { score: signals.reduce((n, s) => n + s.points, 0), signals, outboundUrls: [...outbound], page };
}
