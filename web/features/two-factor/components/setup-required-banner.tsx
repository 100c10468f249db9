import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { ACCOUNT_SAFETY_MESSAGES } from '../../../../contract/account-safety-messages.js';
import { Button } from '../../../components/ui/button';
import { useMessages } from '../../../lib/i18n/messages';
import { twoFactorMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

/**
 * The prompt for an admin whom the 'require two-factor for admins' setting obliges to set it up (useTwoFactorHold
 * says when): admin calls answer 403 until they do, so the way to Settings is shown above everything else.
 */
export function TwoFactorSetupRequiredBanner() {
  const t = useMessages(twoFactorMessages);
  const tError = useErrorText();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm">
        <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t('requiredBannerLead')}</strong>{' '}
          {tError(ACCOUNT_SAFETY_MESSAGES.adminSetupRequired)}
        </span>
      </p>
      <Button asChild className="shrink-0">
        <Link href="/settings#two-factor">{t('setUpButton')}</Link>
      </Button>
    </div>
  );
}
