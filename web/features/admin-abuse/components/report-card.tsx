import { Ban, CircleSlash, Mail, RotateCcw, UserX } from 'lucide-react';
import type { AbuseCategory, AdminAbuseReport } from '../../../../contract/abuse.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTimeIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useUndoAutoSuspension } from '../api/abuse-queue';
import type { ActionKind } from './action-dialog';
import { CaseHeading, OwnerHistory } from './case-parts';
import { useMessages } from '../../../lib/i18n/messages';
import { abuseMessages } from '../i18n';

const RESOLUTION_KEYS = {
  dismissed: 'resolutionDismissed',
  warned: 'resolutionWarned',
  site_suspended: 'resolutionSiteSuspended',
  owner_suspended: 'resolutionOwnerSuspended',
} as const;

/** The report form's categories (contract/abuse-constants.ts holds their English for the public form). */
const CATEGORY_KEYS: Record<
  AbuseCategory,
  'categoryPhishing' | 'categoryMalware' | 'categorySpam' | 'categoryCopyright' | 'categoryOther'
> = {
  phishing: 'categoryPhishing',
  malware: 'categoryMalware',
  spam: 'categorySpam',
  copyright: 'categoryCopyright',
  other: 'categoryOther',
};

/** One report: the site and its owner, the evidence, the owner's other sites and earlier reports, and the actions. */
export function ReportCard({ report, onAction }: { report: AdminAbuseReport; onAction: (kind: ActionKind) => void }) {
  const t = useMessages(abuseMessages);
  const locale = useLocale();
  const formatDateTime = (value: string) => formatDateTimeIn(locale, value);
  const undo = useUndoAutoSuspension();
  const open = report.status === 'open';
  const onUndo = (id: number) =>
    undo.mutate(id, {
      onSuccess: (answer) => toast({ title: answer.message }),
      onError: (error) =>
        toast({
          title: t('undoFailed'),
          description: errorMessage(error, t('stillSuspended')),
          variant: 'destructive',
        }),
    });

  return (
    <Card aria-label={t('reportLabel', { id: report.id, domain: report.domain })}>
      <CaseHeading
        kind={
          <Badge
            variant={report.category === 'phishing' || report.category === 'malware' ? 'destructive' : 'secondary'}
          >
            {t(CATEGORY_KEYS[report.category])}
          </Badge>
        }
        domain={report.domain}
        site={report.site}
        closed={!open && report.resolution && <Badge variant="outline">{t(RESOLUTION_KEYS[report.resolution])}</Badge>}
        description={
          <>
            #{report.id} · {formatDateTime(report.createdAt)} · {t('fromReporter')}{' '}
            <span className="break-all">{report.reporterEmail}</span>
          </>
        }
      />
      <CardContent className="grid gap-4 text-sm">
        {report.autoSuspension && (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3"
          >
            <p>
              {report.autoSuspension.suspendedAt
                ? t('autoSuspended', { count: report.autoSuspension.reportCount })
                : t('autoSuspensionWaiting', { count: report.autoSuspension.reportCount })}
            </p>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onUndo(report.autoSuspension!.id)}
              disabled={undo.isPending}
            >
              <RotateCcw aria-hidden="true" />
              {t('undoAutoSuspension')}
            </Button>
          </div>
        )}
        <div className="grid gap-1">
          <p className="font-medium">{t('evidence')}</p>
          <ul className="grid gap-1">
            {report.evidenceUrls.map((url) => (
              // Shown as text, not a link: an admin should not open a phishing page by a slip of the mouse.
              <li key={url} className="break-all font-mono text-xs">
                {url}
              </li>
            ))}
          </ul>
          {report.details && <p className="whitespace-pre-wrap text-muted-foreground">{report.details}</p>}
        </div>
        <OwnerHistory
          owner={report.owner}
          otherSites={report.ownerOtherSites}
          earlierTitle={t('earlierReports')}
          earlier={report.earlierReports.map((r) => ({
            id: r.id,
            line: `#${r.id} · ${r.domain} · ${t(CATEGORY_KEYS[r.category])} · ${formatDateTime(r.createdAt)} · ${r.resolution ? t(RESOLUTION_KEYS[r.resolution]) : t('reportOpen')}`,
          }))}
        />
        {!open && report.resolutionNote && (
          <p className="text-muted-foreground">{t('note', { note: report.resolutionNote })}</p>
        )}
        {open && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => onAction('dismiss')}>
              <CircleSlash aria-hidden="true" />
              {t('dismiss')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => onAction('warn')} disabled={!report.owner}>
              <Mail aria-hidden="true" />
              {t('warnOwner')}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => onAction('suspend-site')}
              disabled={!report.site || report.site.status === 'suspended'}
            >
              <Ban aria-hidden="true" />
              {t('suspendSite')}
            </Button>
            <Button size="sm" variant="destructive" onClick={() => onAction('suspend-owner')} disabled={!report.owner}>
              <UserX aria-hidden="true" />
              {t('suspendOwner')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
