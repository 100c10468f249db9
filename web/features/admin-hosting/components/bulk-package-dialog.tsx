import { Package } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useChangePackage, type ChangePackageResult } from '../api/change-package';
import { useAccountGroups, type AccountGroup } from '../api/get-account-groups';
import { useActivePackages } from '../../../api/packages';
import { NativeSelect } from '../../../components/native-select';
import { formatCountIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingCountMessages, hostingMessages } from '../i18n';

export interface BulkChangeOutcome {
  from: string;
  to: string;
  summary: ChangePackageResult['summary'];
}

type Target = { id: number; displayName: string };

function GroupRow({
  group,
  targets,
  busy,
  onApply,
}: {
  group: AccountGroup;
  targets: Target[];
  busy: boolean;
  onApply: (group: AccountGroup, target: Target) => void;
}) {
  const t = useMessages(hostingMessages);
  // The rows wait for the plural's formatter once, under the dialog's Suspense around the list.
  const tCount = useMessages(hostingCountMessages);
  const [packageId, setPackageId] = useState('');
  const selectId = `bulk-package-${group.id}`;
  const choices = targets.filter((p) => p.id !== group.packageId);
  const target = choices.find((p) => p.id === Number(packageId));
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">{group.displayName}</p>
        <p className="text-sm text-muted-foreground">
          {tCount('accountCount', { count: group.accountCount })}
          {group.whmPackageName ? ` · ${t('whmPackage', { name: group.whmPackageName })}` : ''}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={selectId}>{t('moveToPackage')}</Label>
          <NativeSelect
            id={selectId}
            value={packageId}
            onChange={(e) => setPackageId(e.target.value)}
            disabled={busy || group.accountCount === 0}
          >
            <option value="">{t('choosePackage')}</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.displayName}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => target && onApply(group, target)} disabled={!target || busy}>
          {busy ? t('changing') : t('changePackage')}
        </Button>
      </div>
    </li>
  );
}

/** 001 §2 Manage Packages: move every account of one package group to another package at once. */
export function BulkPackageDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useMessages(hostingMessages);
  const locale = useLocale();
  const count = (n: number) => formatCountIn(locale, n);
  const groups = useAccountGroups(open);
  const packages = useActivePackages();
  // Held here, not in the row: once moved, the group usually disappears from the refreshed list.
  const change = useChangePackage();
  const [outcome, setOutcome] = useState<BulkChangeOutcome | null>(null);
  useEffect(() => {
    if (!open) setOutcome(null);
  }, [open]);

  const apply = (group: AccountGroup, target: Target) =>
    change.mutate(
      { groupId: group.id, packageId: target.id },
      {
        onSuccess: (answer) => {
          setOutcome({ from: group.displayName, to: target.displayName, summary: answer.summary });
          toast({
            title: answer.summary.failed > 0 ? t('bulkWithErrors') : t('packagesChanged'),
            description: t('bulkSummary', {
              message: answer.message,
              successful: count(answer.summary.successful),
              failed: count(answer.summary.failed),
            }),
            variant: answer.summary.failed > 0 ? 'destructive' : undefined,
          });
        },
        onError: (error) =>
          toast({
            title: t('bulkFailed'),
            description: errorMessage(error, t('tryAgain')),
            variant: 'destructive',
          }),
      },
    );

  const targets = (packages.data ?? []).map(({ id, displayName }) => ({ id, displayName }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="2xl" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Package className="size-5 text-primary" aria-hidden="true" />
            {t('managePackages')}
          </DialogTitle>
          <DialogDescription>{t('bulkIntro')}</DialogDescription>
        </DialogHeader>
        {outcome && (
          <p role="status" aria-label={t('lastChange')} className="rounded-lg border bg-muted/40 p-3 text-sm">
            {t('outcomeMove', { from: outcome.from, to: outcome.to })}{' '}
            <span className="font-medium text-success">
              {t('successfulCount', { count: count(outcome.summary.successful) })}
            </span>
            {' · '}
            <span className={outcome.summary.failed > 0 ? 'font-medium text-destructive' : 'text-muted-foreground'}>
              {t('failedCount', { count: count(outcome.summary.failed) })}
            </span>
          </p>
        )}
        {groups.isPending ? (
          <Spinner />
        ) : groups.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('groupsLoadFailed', { reason: errorMessage(groups.error, t('unknownError')) })}
          </p>
        ) : groups.data.groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noAccounts')}</p>
        ) : (
          <Suspense fallback={<Spinner />}>
            <ul className="grid gap-3">
              {groups.data.groups.map((group) => (
                <GroupRow key={group.id} group={group} targets={targets} busy={change.isPending} onApply={apply} />
              ))}
            </ul>
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
