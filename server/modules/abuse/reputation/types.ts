// The one shape every reputation source (a blocklist HostFree asks about a URL or a host) has for the abuse module.
// The scan, the name check and the admin views talk only to these interfaces, found through the registry
// (registry.ts) by the source id. Each source lives in its own folder here (reputation/<id>/): the mapping from its
// client (server/integrations/<id>/) to this contract, its settings and its quota. The clouds' seam
// (modules/compute/providers/) is the model.

/** What a source says a URL serves, in the abuse module's words (each source maps its own threat types). */
export type ReputationThreat = 'malware' | 'phishing' | 'unwanted';

/** One URL or host a source lists, with the source's own words for why. */
export interface ReputationFinding {
  /** The URL (or bare host) that was asked about and is listed. */
  target: string;
  threats: ReputationThreat[];
  /** The source's own label (e.g. 'SOCIAL_ENGINEERING', 'malware_download'), shown to the admin as evidence. */
  detail: string;
}

/**
 * One source's answer for a set of targets. 'unavailable' is never 'clean': the source was not configured, was out
 * of quota, timed out or answered garbage, and the scan records that it could not ask.
 */
export interface ReputationAnswer {
  sourceId: string;
  status: 'listed' | 'clean' | 'unavailable';
  findings: ReputationFinding[];
  checkedAt: Date;
  /** Why the answer is 'unavailable', in words an admin can act on. */
  error: string | null;
}

export interface ReputationSource {
  /** Stable id, the folder's name ('web-risk', 'urlhaus'). */
  readonly id: string;
  /** The admin's name for it ('Google Web Risk'). */
  readonly label: string;
  /** Asks about every target (full URLs; a bare host is a target too). Never throws: failures are 'unavailable'. */
  lookup(targets: string[]): Promise<ReputationAnswer>;
}

/** What the rest of the abuse module uses: every enabled source, asked side by side. */
export interface ReputationLookup {
  lookupAll(targets: string[]): Promise<ReputationAnswer[]>;
}
