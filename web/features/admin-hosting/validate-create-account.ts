import { SUBDOMAIN_MIN_LENGTH } from '../../../contract/hosting-constants.js';
import { subdomainProblem, type AvailabilityState } from './hooks/use-domain-availability';

export interface CreateAccountDraft {
  subdomain: string;
  availability: AvailabilityState;
  packageId: string;
  /** The chosen user, or 'anonymous' when a new anonymous user will own the account. */
  owner: string;
}

export interface SubmitProblem {
  title: 'Invalid Subdomain' | 'Missing Information' | 'Domain Not Available' | 'Missing User';
  description: string;
}

/** 001 §5 create-account submit rules, checked in the spec's order. */
export function validateCreateAccount({
  subdomain,
  availability,
  packageId,
  owner,
}: CreateAccountDraft): SubmitProblem | null {
  if (subdomain.length < SUBDOMAIN_MIN_LENGTH) {
    return {
      title: 'Invalid Subdomain',
      description: `The subdomain must be at least ${SUBDOMAIN_MIN_LENGTH} characters long.`,
    };
  }
  const problem = subdomainProblem(subdomain);
  if (problem) return { title: 'Invalid Subdomain', description: problem };
  if (
    availability.state === 'idle' ||
    availability.state === 'checking' ||
    availability.state === 'error' ||
    !packageId
  ) {
    return { title: 'Missing Information', description: 'Wait for the domain check to finish and choose a package.' };
  }
  if (availability.state !== 'available') {
    return { title: 'Domain Not Available', description: availability.message || 'This domain is already taken.' };
  }
  if (!owner) return { title: 'Missing User', description: 'Choose the user who will own this account.' };
  return null;
}

/** 001 §5: Create is disabled while checking, if shorter than 3, if unavailable, or if package or user is missing. */
export function canSubmitCreateAccount(draft: CreateAccountDraft): boolean {
  return validateCreateAccount(draft) === null;
}
