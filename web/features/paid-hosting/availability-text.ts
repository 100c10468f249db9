import type { DomainAvailability } from '../../../contract/paid-hosting.js';
import type { Translate } from '../../lib/i18n/messages';
import type { paidHostingMessages } from './i18n';

type PaidHostingKey = Parameters<Translate<keyof typeof paidHostingMessages.english>>[0];

/**
 * A domain check's answer in the reader's words: available, registered and hosted here are said here from the code
 * and the domain; a held or refused name by the server's message, which it sends in the requester's language.
 */
export function availabilityText(result: DomainAvailability, t: Translate<PaidHostingKey>): string {
  const { domain } = result;
  switch (result.code) {
    case 'available':
      return t('domainIsAvailable', { domain });
    case 'registered':
      return t('domainIsRegistered', { domain });
    case 'hostedHere':
      return t('domainHostedHere', { domain });
    default:
      return result.message;
  }
}
