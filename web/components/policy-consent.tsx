import { Link } from 'wouter';
import { useMessages } from '../lib/i18n/messages';
import { withElements } from '../lib/i18n/with-elements';
import { cn } from '../lib/utils';
import { componentsMessages } from './i18n';

const CONSENT = {
  createAccount: 'consentCreateAccount',
  claimSubdomain: 'consentClaimSubdomain',
  order: 'consentOrder',
} as const;

/** Under every sign-up and checkout: what the visitor agrees to, with the three policy pages one click away. */
export function PolicyConsent({
  action = 'createAccount',
  className,
}: {
  /** What the visitor is doing: the sentence starts with it ("By ordering, you agree to …"). */
  action?: keyof typeof CONSENT;
  className?: string;
}) {
  const t = useMessages(componentsMessages);
  const link = 'underline underline-offset-4 hover:text-foreground';
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {withElements((values) => t(CONSENT[action], values), {
        terms: (
          <Link href="/terms" className={link}>
            {t('termsOfService')}
          </Link>
        ),
        aup: (
          <Link href="/acceptable-use" className={link}>
            {t('acceptableUsePolicy')}
          </Link>
        ),
        privacy: (
          <Link href="/privacy" className={link}>
            {t('privacyPolicy')}
          </Link>
        ),
      })}
    </p>
  );
}
