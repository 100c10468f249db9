import type { Cases, Detection, DetectedSite } from '../cases.js';
import type { AbuseDeps } from '../deps.js';
import { recordScanOutcome, type AbuseCaseSignal, type AbuseCaseSourceAnswer } from '../detection-repo.js';
import type { DetectionSettings } from '../detection-settings.js';
import type { ReputationAnswer } from '../reputation/types.js';
import { scorePage } from './page-scorer.js';
import { fetchSite, type SiteFetch } from './site-fetcher.js';

// One scan of one site: fetch it as a visitor would, score the page, ask every reputation source about the site's
// address, where it redirects and what it links to, and give one verdict. Suspicious and malicious verdicts go to a
// case (cases.ts); a malicious one quarantines the site.

/** A source listing the site or what it links to for malware or phishing: malicious whatever the page scores. */
const LISTED_POINTS = 100;
/** The start of the fetched page kept with a case, as evidence an admin reads. */
const SNIPPET_CHARS = 2_000;
/** At most this many of the page's links go to the sources (their quotas are finite). */
const MAX_TARGETS = 50;

/** Scans someone waits for: retried when WHM cannot answer. */
const PRIORITY_REASONS = new Set(['report', 'name-review', 'admin']);

export type ScanVerdict = 'clean' | 'suspicious' | 'malicious';

export interface ScanResult {
  verdict: ScanVerdict | null;
  error: string | null;
  caseId: number | null;
}

function toSourceAnswer(answer: ReputationAnswer): AbuseCaseSourceAnswer {
  return {
    sourceId: answer.sourceId,
    status: answer.status,
    checkedAt: answer.checkedAt.toISOString(),
    findings: answer.findings.map((f) => ({ target: f.target, threats: [...f.threats], detail: f.detail })),
    error: answer.error,
  };
}

function threatOf(signals: AbuseCaseSignal[], answers: ReputationAnswer[]): Detection['threat'] {
  const listed = answers.flatMap((a) => a.findings.flatMap((f) => f.threats));
  if (listed.includes('phishing')) return 'phishing';
  if (listed.includes('malware')) return 'malware';
  const names = new Set(signals.map((s) => s.signal));
  if (['credential-form-off-site', 'card-form-off-site', 'brand-sign-in', 'kit-file'].some((s) => names.has(s)))
    return 'phishing';
  if (names.has('obfuscated-script') || names.has('hidden-frame')) return 'malware';
  if (listed.includes('unwanted')) return 'unwanted';
  return 'suspicious';
}

export function createSiteScan(deps: AbuseDeps, settings: DetectionSettings, cases: Cases) {
  const { db, hosting, log, now } = deps;
  const limits = {
    maxBytes: 512 * 1024,
    timeoutMs: deps.scan.timeoutMs,
    maxRedirects: 5,
    httpPort: deps.scan.httpPort,
    httpsPort: deps.scan.httpsPort,
  };

  /** Only a live site hosted here has an address to connect to; WHM says which. */
  async function resolveHostedSite(host: string): Promise<string | null> {
    const site =
      (await hosting.findAccountByDomain(host)) ?? (await hosting.findAccountByDomain(host.replace(/^www\./, '')));
    if (!site || site.status !== 'active') return null;
    return hosting.findSiteServerAddress(site.domain);
  }

  async function judge(
    site: DetectedSite,
    fetched: SiteFetch,
  ): Promise<{ verdict: ScanVerdict; detection: Detection }> {
    const current = await settings.read();
    const signals: AbuseCaseSignal[] = [];
    const targets = new Set<string>([`http://${site.domain}/`]);
    let snippet: string | null = null;
    if (fetched.outcome === 'fetched') {
      const scored = scorePage(fetched.body, fetched.url, current.brands);
      for (const s of scored.signals) signals.push({ source: 'content', ...s });
      for (const url of scored.outboundUrls.slice(0, MAX_TARGETS)) targets.add(url);
      snippet = fetched.body.slice(0, SNIPPET_CHARS);
    } else if (fetched.outcome === 'redirect-refused') {
      // A site that sends its visitors to an address or a host that is not ours: kept as evidence, and the
      // sources are asked about where it leads.
      signals.push({
        source: 'content',
        signal: 'off-site-redirect',
        detail: `redirects to ${fetched.target.slice(0, 200)} (${fetched.reason})`,
        points: 25,
      });
      targets.add(fetched.target);
    }
    // Read at call time: the lookup can be handed in after wiring (detection.useReputationLookup).
    const answers = await deps.reputation.lookupAll([...targets]);
    for (const answer of answers) {
      for (const finding of answer.findings) {
        if (answer.status !== 'listed') continue;
        const harmful = finding.threats.some((t) => t === 'malware' || t === 'phishing');
        signals.push({
          source: answer.sourceId,
          signal: 'listed',
          detail: `${finding.target}: ${finding.detail}`,
          points: harmful ? LISTED_POINTS : 40,
        });
      }
    }
    const score = signals.reduce((n, s) => n + s.points, 0);
    const verdict: ScanVerdict =
      score >= current.scanMaliciousThreshold
        ? 'malicious'
        : score >= current.scanSuspiciousThreshold
          ? 'suspicious'
          : 'clean';
    return {
      verdict,
      detection: {
        verdict: verdict === 'clean' ? 'suspicious' : verdict,
        threat: threatOf(signals, answers),
        score,
        signals,
        sources: answers.map(toSourceAnswer),
        snippet,
        pageUrl: fetched.outcome === 'fetched' ? fetched.url : `http://${site.domain}/`,
      },
    };
  }

  /** Scans one site now. A site that is not live is skipped; a fetch that fails is recorded, not retried. */
  return async function scanSite(hostingAccountId: number, reason: string): Promise<ScanResult> {
    const site = await hosting.findAccountById(hostingAccountId);
    if (!site || site.status !== 'active') return { verdict: null, error: 'not live', caseId: null };
    let fetched;
    try {
      fetched = await fetchSite(site.domain, resolveHostedSite, limits);
    } catch (error) {
      // WHM could not say where the site lives. A scan someone is waiting for (a report, a name under review, an
      // admin) is retried by the job's backoff; a routine one is recorded and the next one tries again.
      const message = `WHM did not say where the site lives: ${(error as Error).message}`.slice(0, 300);
      await recordScanOutcome(db, site.id, { at: now(), verdict: null, error: message });
      if (PRIORITY_REASONS.has(reason)) throw error;
      return { verdict: null, error: message, caseId: null };
    }
    const error = fetched.outcome === 'failed' ? fetched.error : null;
    const { verdict, detection } = await judge(site, fetched);
    await recordScanOutcome(db, site.id, { at: now(), verdict: error && verdict === 'clean' ? null : verdict, error });
    let caseId: number | null = null;
    if (verdict !== 'clean') caseId = (await cases.record(site, detection, 'scan'))?.id ?? null;
    log.info(
      { event: 'abuse-site-scanned', hostingAccountId: site.id, reason, verdict, score: detection.score, error },
      'site scanned',
    );
    return { verdict, error, caseId };
  };
}

export type SiteScan = ReturnType<typeof createSiteScan>;
