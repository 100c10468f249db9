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
  const site = overview.data;
  return (
    <div className="grid gap-6">
      <Link
        href="/dashboard"
        className="inline-flex w-fit items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Your hosting accounts
      </Link>
      {overview.isLoading && <Spinner label="Loading your site…" />}
      {overview.error && <p role="alert">{errorMessage(overview.error, 'This site could not be loaded.')}</p>}
      {site && (
        <>
          <PageHeader
            title={`Manage ${site.domain}`}
            description="HTTPS, WordPress, e-mail, DNS and backups, without opening cPanel."
          />
          {site.isSuspended ? (
            <div
              role="status"
              className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
            >
              <Ban className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {isIdleDeactivationReason(site.suspendReason) ? (
                // Deactivated for having no visitors: its owner brings it back in one click on the site's card.
                <div className="grid gap-1">
                  <p className="font-medium">This site was deactivated because it had no visitors.</p>
                  <p>
                    Your files are kept.{' '}
                    <Link href="/dashboard" className="underline underline-offset-4">
                      Reactivate it on your dashboard
                    </Link>{' '}
                    to open its tools again.
                  </p>
                </div>
              ) : (
                <div className="grid gap-1">
                  <p className="font-medium">This site is suspended, so its tools are closed.</p>
                  {site.suspendReason && <p>Reason: {site.suspendReason}</p>}
                  <p>
                    Your files are kept. <SupportContactLink>Appeal to support</SupportContactLink> to have it restored.
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
