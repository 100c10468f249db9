import { Ban } from 'lucide-react';
import { Link } from 'wouter';
import { helpArticlePath } from '../../../../contract/help-center-constants.js';
import { SUSPENSION_POLICY_PATH } from '../../../../contract/user-suspension-constants.js';
import type { SuspendedSignIn } from '../hooks/suspended-error';
import { useMessages } from '../../../lib/i18n/messages';
import { slots, withElements } from '../../../lib/i18n/with-elements';
import { authMessages } from '../i18n';

const LINK = 'font-medium text-primary underline underline-offset-2';

/**
 * Why a suspended person cannot sign in, and where to write. It stays on the form (a toast would be gone
 * before it was read) until they try again.
 */
export function SuspendedNotice({ suspension }: { suspension: SuspendedSignIn }) {
  // The contact is the admin's support address or page; with none set the server names no address (never a no-reply
  // one) and the notice points to the published policy instead.
  const t = useMessages(authMessages);
  const value = suspension.supportContact;
  const contact = value ? { href: /^https?:\/\//i.test(value) ? value : `mailto:${value}`, label: value } : null;
  return (
    <div
      role="alert"
      aria-labelledby="suspended-title"
      className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
    >
      <p id="suspended-title" className="flex items-center gap-2 font-semibold text-destructive">
        <Ban className="size-4 shrink-0" aria-hidden="true" />
        {t('suspendedTitle')}
      </p>
      <p className="[overflow-wrap:anywhere]">
        <span className="text-muted-foreground">{t('suspendedReason')} </span>
        {suspension.reason}
      </p>
      <p className="[overflow-wrap:anywhere]">
        {contact
          ? withElements(t('suspendedWriteTo', slots('contact')), {
              contact: (
                <a className={LINK} href={contact.href}>
                  {contact.label}
                </a>
              ),
            })
          : withElements(t('suspendedNoContact', slots('policy')), {
              policy: (
                <Link className={LINK} href={SUSPENSION_POLICY_PATH}>
                  {t('suspendedPolicy')}
                </Link>
              ),
            })}
      </p>
      <p>
        {withElements(t('suspendedAppeal', slots('appeal', 'howTo')), {
          appeal: (
            <Link className={LINK} href="/support/new?appeal=1">
              {t('suspendedAppealLink')}
            </Link>
          ),
          howTo: (
            <Link className={LINK} href={helpArticlePath('how-to-appeal-a-suspension')}>
              {t('suspendedHowTo')}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
