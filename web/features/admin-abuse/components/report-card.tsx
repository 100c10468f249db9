import { Ban, CircleSlash, Mail, RotateCcw, UserX } from 'lucide-react';
import { ABUSE_CATEGORY_LABELS, type AdminAbuseReport } from '../../../../contract/abuse.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-time';
import { useUndoAutoSuspension } from '../api/abuse-queue';
import type { ActionKind } from './action-dialog';
import { CaseHeading, OwnerHistory } from './case-parts';

const RESOLUTION_TEXT = {
  dismissed: 'Dismissed',
  warned: 'Owner warned',
  site_suspended: 'Site suspended',
  owner_suspended: 'Owner suspended',
} as const;

/** One report: the site and its owner, the evidence, the owner's other sites and earlier reports, and the actions. */
export function ReportCard({ report, onAction }: { report: AdminAbuseReport; onAction: (kind: ActionKind) => void }) {
  const undo = useUndoAutoSuspension();
  const open = report.status === 'open';
  const onUndo = (id: number) =>
    undo.mutate(id, {
      onSuccess: (answer) => toast({ title: answer.message }),
      onError: (error) =>
        toast({
          title: 'Undo failed',
          description: errorMessage(error, 'The site is still suspended.'),
          variant: 'destructive',
        }),
    });

  return (
    <Card aria-label={`Report ${report.id} about ${report.domain}`}>
      <CaseHeading
        kind={
          <Badge
            variant={report.category === 'phishing' || report.category === 'malware' ? 'destructive' : 'secondary'}
          >
            {ABUSE_CATEGORY_LABELS[report.category]}
          </Badge>
        }
        domain={report.domain}
        site={report.site}
        closed={!open && report.resolution && <Badge variant="outline">{RESOLUTION_TEXT[report.resolution]}</Badge>}
        description={
          <>
            #{report.id} · {formatDateTime(report.createdAt)} · from{' '}
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
                ? `Suspended automatically after ${report.autoSuspension.reportCount} reports within an hour.`
                : `Automatic suspension after ${report.autoSuspension.reportCount} reports is waiting for WHM.`}
            </p>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onUndo(report.autoSuspension!.id)}
              disabled={undo.isPending}
            >
              <RotateCcw aria-hidden="true" />
              Undo automatic suspension
            </Button>
          </div>
        )}
        <div className="grid gap-1">
          <p className="font-medium">Evidence</p>
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
          earlierTitle="Earlier reports about this owner"
          earlier={report.earlierReports.map((r) => ({
            id: r.id,
            line: `#${r.id} · ${r.domain} · ${ABUSE_CATEGORY_LABELS[r.category]} · ${formatDateTime(r.createdAt)} · ${r.resolution ? RESOLUTION_TEXT[r.resolution] : 'open'}`,
          }))}
        />
        {!open && report.resolutionNote && <p className="text-muted-foreground">Note: {report.resolutionNote}</p>}
        {open && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => onAction('dismiss')}>
              <CircleSlash aria-hidden="true" />
              Dismiss
            </Button>
            <Button size="sm" variant="outline" onClick={() => onAction('warn')} disabled={!report.owner}>
              <Mail aria-hidden="true" />
              Warn owner
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => onAction('suspend-site')}
              disabled={!report.site || report.site.status === 'suspended'}
            >
              <Ban aria-hidden="true" />
              Suspend site
            </Button>
            <Button size="sm" variant="destructive" onClick={() => onAction('suspend-owner')} disabled={!report.owner}>
              <UserX aria-hidden="true" />
              Suspend owner
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
