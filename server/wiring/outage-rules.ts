// Which failures of an outside system mean "it is failing" on the status page. A refusal the system answered on
// purpose (a declined card, an unknown TLD, a name WHM will not take, a request a cloud refuses) shows the system
// is up and counts as a success. Each rule knows its system's error kinds (server/integrations/<system>/).
import { AppError } from '../errors.js';
import { Stripe } from '../integrations/stripe/client.js';
import { DomainLookupError } from '../integrations/domain-lookup/types.js';
import { SmtpError } from '../integrations/smtp/types.js';
import { WhmError } from '../integrations/whm/types.js';
import { FileNotFoundError, FileTooLargeError } from '../storage/file-store.js';

type OutageRule = (error: unknown) => boolean;

/** 'api' (result 0 with a reason) and 'invalid' (refused before sending) are WHM's answers or ours, not outages. */
export const isWhmOutage: OutageRule = (error) =>
  !(error instanceof WhmError && (error.kind === 'api' || error.kind === 'invalid'));

/** A 4xx is Stripe answering about this request, except a refused key (401/403) or rate limit (429). */
export const isStripeOutage: OutageRule = (error) => {
  if (!(error instanceof Stripe.errors.StripeError)) return true;
  const status = error.statusCode ?? 0;
  return !(status >= 400 && status < 500 && ![401, 403, 429].includes(status));
};

/** 'rejected': the server answered and refused one message or recipient. */
export const isSmtpOutage: OutageRule = (error) => !(error instanceof SmtpError && error.kind === 'rejected');

/**
 * 'no-registry': the protocol names no registry for the TLD (the next one is asked); 'rate-limited': the registry
 * (or our own per-registry budget) is holding queries back, which is the system answering, not failing.
 */
export const isDomainLookupOutage: OutageRule = (error) =>
  !(error instanceof DomainLookupError && (error.kind === 'no-registry' || error.kind === 'rate-limited'));

// Every cloud client rejects with an error carrying `kind` (each provider's client error, and any provider added behind the
// compute registry): these kinds are the provider refusing one request, so the rule needs no provider's name.
const CLOUD_ANSWER_KINDS = new Set(['rejected', 'not_found', 'capacity', 'conflict', 'failed']);
export const isCloudOutage: OutageRule = (error) =>
  !CLOUD_ANSWER_KINDS.has(String((error as { kind?: unknown } | null)?.kind));

/** A file too large or missing, or an upload its sender cut off, is not the store failing. */
export const isFileStoreOutage: OutageRule = (error) =>
  !(
    error instanceof FileTooLargeError ||
    error instanceof FileNotFoundError ||
    error instanceof AppError ||
    (error as { code?: unknown } | null)?.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (error as { name?: unknown } | null)?.name === 'AbortError'
  );

/**
 * The reputation sources' clients (web-risk, urlhaus, threatfox) reject with an error carrying `kind`: 'invalid' is the
 * source refusing one malformed target, so it is up. A refused key, a spent quota or no answer is failing.
 */
export const isReputationOutage: OutageRule = (error) => (error as { kind?: unknown } | null)?.kind !== 'invalid';
