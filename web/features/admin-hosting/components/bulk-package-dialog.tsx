import { Package } from 'lucide-react';
import { useEffect, useState } from 'react';
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
  const [packageId, setPackageId] = useState('');
  const selectId = `bulk-package-${group.id}`;
  const choices = targets.filter((p) => p.id !== group.packageId);
  const target = choices.find((p) => p.id === Number(packageId));
  return (
    <li className="grid gap-3 rounded-lg border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">{group.displayName}</p>
        <p className="text-sm text-muted-foreground">
          {group.accountCount} {group.accountCount === 1 ? 'account' : 'accounts'}
          {group.whmPackageName ? ` · WHM ${group.whmPackageName}` : ''}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor={selectId}>Move to package</Label>
          <NativeSelect
            id={selectId}
            value={packageId}
            onChange={(e) => setPackageId(e.target.value)}
            disabled={busy || group.accountCount === 0}
          >
            <option value="">Choose a package</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.displayName}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => target && onApply(group, target)} disabled={!target || busy}>
          {busy ? 'Changing...' : 'Change Package'}
        </Button>
      </div>
    </li>
  );
}

/** 001 §2 Manage Packages: move every account of one package group to another package at once. */
export function BulkPackageDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
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
            title: answer.summary.failed > 0 ? 'Bulk Package Change Finished With Errors' : 'Packages Changed',
            description: `${answer.message} Successful: ${answer.summary.successful}, failed: ${answer.summary.failed}.`,
            variant: answer.summary.failed > 0 ? 'destructive' : undefined,
          });
        },
        onError: (error) =>
          toast({
            title: 'Bulk Package Change Failed',
            description: errorMessage(error, 'Please try again.'),
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
            Manage Packages
          </DialogTitle>
          <DialogDescription>
            Accounts are grouped by their current package. Choose a new package for a group to move all of its accounts
            on WHM.
          </DialogDescription>
        </DialogHeader>
        {outcome && (
          <p role="status" aria-label="Last package change" className="rounded-lg border bg-muted/40 p-3 text-sm">
            {outcome.from} → {outcome.to}:{' '}
            <span className="font-medium text-success">{outcome.summary.successful} successful</span>
            {' · '}
            <span className={outcome.summary.failed > 0 ? 'font-medium text-destructive' : 'text-muted-foreground'}>
              {outcome.summary.failed} failed
            </span>
          </p>
        )}
        {groups.isPending ? (
          <Spinner />
        ) : groups.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the account groups: {errorMessage(groups.error, 'unknown error')}
          </p>
        ) : groups.data.groups.length === 0 ? (
          <p className="text-sm text-muted-foreground">No Hosting Accounts</p>
        ) : (
          <ul className="grid gap-3">
            {groups.data.groups.map((group) => (
              <GroupRow key={group.id} group={group} targets={targets} busy={change.isPending} onApply={apply} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
