import { useMessages } from '../../../lib/i18n/messages';
import { siteManageMessages } from '../i18n';
import { SuspensionReasonText } from '../../../components/suspension-reason/suspension-reason-text';
import { slots, withElements } from '../../../lib/i18n/with-elements';
import { ArrowLeft, Ban } from 'lucide-react';
import { isIdleDeactivationReason } from '../../../../contract/idle-sites-constants.js';
import { Link } from 'wouter';
import { PageHeader } from '../../../components/page-header';
import { SupportContactLink } from '../../../components/support-contact';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useSiteOverview } from '../api/overview';
import { BackupsPanel } from './backups-panel';
import { DnsPanel } from './dns-panel';
import { HttpsPanel } from './https-panel';
import { MailboxesPanel } from './mailboxes-panel';
import { VerificationTxtPanel } from './verification-txt-panel';
import { WordpressPanel } from './wordpress-panel';

/**
 * "Manage site": everything a customer who never opened cPanel expects of a hosting dashboard, for one account.
 * A suspended site (of any kind) shows only why, and the way to appeal.
 */
export function SiteManagePage({ accountId }: { accountId: number }) {
  const overview = useSiteOverview(accountId);
  const t = useMessages(siteManageMessages);
  const site = overview.data;
  return (
    <div className="grid gap-6">
      <Link
        href="/dashboard"
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" /> {t('yourAccounts')}
      </Link>
      {overview.isLoading && <Spinner label={t('loadingSite')} />}
      {overview.error && <p role="alert">{errorMessage(overview.error, t('siteLoadFailed'))}</p>}
      {site && (
        <>
          <PageHeader title={t('manageTitle', { domain: site.domain })} description={t('manageLead')} />
          {site.isSuspended ? (
            <div
              role="status"
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
            >
              <Ban className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {isIdleDeactivationReason(site.suspendReason) ? (
                // Deactivated for having no visitors: its owner brings it back in one click on the site's card.
                <div className="grid gap-1">
                  <p className="font-medium">{t('idleTitle')}</p>
                  <p>
                    {withElements(t('idleBody', slots('reactivate')), {
                      reactivate: (
                        <Link href="/dashboard" className="underline underline-offset-4">
                          {t('reactivateLink')}
                        </Link>
                      ),
                    })}
                  </p>
                </div>
              ) : (
                <div className="grid gap-1">
                  <p className="font-medium">{t('suspendedTitle')}</p>
                  {site.suspendReason && (
                    <p>
                      {withElements(t('suspendedReason', slots('reason')), {
                        reason: <SuspensionReasonText view={{ ...site, suspendReason: site.suspendReason }} />,
                      })}
                    </p>
                  )}
                  <p>
                    {withElements(t('suspendedBody', slots('appeal')), {
                      appeal: <SupportContactLink>{t('appealToSupport')}</SupportContactLink>,
                    })}
                  </p>
                </div>
              )}
            </div>
          ) : (
            <>
              <HttpsPanel accountId={accountId} />
              <WordpressPanel accountId={accountId} domain={site.domain} />
              {site.mailboxLimit > 0 && <MailboxesPanel accountId={accountId} domain={site.domain} />}
              {site.canEditDns && <DnsPanel accountId={accountId} />}
              {site.isFreeSubdomain && <VerificationTxtPanel accountId={accountId} />}
              <BackupsPanel accountId={accountId} />
            </>
          )}
        </>
      )}
    </div>
  );
}
