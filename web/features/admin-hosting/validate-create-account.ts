import { SUBDOMAIN_MIN_LENGTH } from '../../../contract/hosting-constants.js';
import { subdomainProblem, type AvailabilityState } from './hooks/use-domain-availability';
import { englishHosting, type HostingTranslate } from './i18n';

export interface CreateAccountDraft {
  subdomain: string;
  availability: AvailabilityState;
  packageId: string;
  /** The chosen user, or 'anonymous' when a new anonymous user will own the account. */
  owner: string;
}

export interface SubmitProblem {
  /** 'Invalid Subdomain', 'Missing Information', 'Domain Not Available' or 'Missing User', in the screen's words. */
  title: string;
  description: string;
}

/** 001 §5 create-account submit rules, checked in the spec's order; said with `t` (English when not given). */
export function validateCreateAccount(
  { subdomain, availability, packageId, owner }: CreateAccountDraft,
  t: HostingTranslate = englishHosting,
): SubmitProblem | null {
  if (subdomain.length < SUBDOMAIN_MIN_LENGTH) {
    return { title: t('invalidSubdomain'), description: t('subdomainMinLength', { min: SUBDOMAIN_MIN_LENGTH }) };
  }
  const problem = subdomainProblem(subdomain, t);
  if (problem) return { title: t('invalidSubdomain'), description: problem };
  if (
    availability.state === 'idle' ||
    availability.state === 'checking' ||
    availability.state === 'error' ||
    !packageId
  ) {
    return { title: t('missingInformation'), description: t('waitForCheck') };
  }
  if (availability.state !== 'available') {
    return { title: t('domainNotAvailable'), description: availability.message || t('alreadyTaken') };
  }
  if (!owner) return { title: t('missingUser'), description: t('chooseOwner') };
  return null;
}

/** 001 §5: Create is disabled while checking, if shorter than 3, if unavailable, or if package or user is missing. */
export function canSubmitCreateAccount(draft: CreateAccountDraft): boolean {
  return validateCreateAccount(draft) === null;
}
