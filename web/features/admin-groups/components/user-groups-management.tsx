import { Pencil, Plus, Trash2, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { UserGroup } from '../../../../contract/admin.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useUserGroups } from '../../../api/user-groups';
import { isProtectedGroup } from '../group-form';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupAssignments } from './group-assignments';
import { GroupFormDialog } from './group-form-dialog';
import { useMessages } from '../../../lib/i18n/messages';
import { groupsMessages } from '../i18n';
import { formatCountIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';

const HEADINGS = [
  'headingName',
  'headingDisplayName',
  'headingDescription',
  'headingMaxHosting',
  'headingMaxDevices',
  'headingUsers',
  'headingStatus',
  'headingActions',
] as const;

/** 001 §2 User Groups Management: the table, Create/Edit, delete (never Free or Donor) and assignments. */
export function UserGroupsManagement() {
  const t = useMessages(groupsMessages);
  const locale = useLocale();
  const groups = useUserGroups();
  const [editing, setEditing] = useState<{ group: UserGroup | null } | null>(null);
  const [toDelete, setToDelete] = useState<UserGroup | null>(null);
  const warned = useRef(false);

  useEffect(() => {
    if (!groups.isError || warned.current) return;
    warned.current = true;
    toast({
      title: t('fetchGroupsFailed'),
      description: errorMessage(groups.error, t('tryAgain')),
      variant: 'destructive',
    });
  }, [groups.isError, groups.error]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <div className="flex p-6 flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle className="flex items-center gap-2">
              <UsersRound className="size-5 text-primary" aria-hidden="true" />
              {t('title')}
            </CardTitle>
            <CardDescription>{t('titleDescription')}</CardDescription>
          </div>
          <Button size="sm" onClick={() => setEditing({ group: null })}>
            <Plus aria-hidden="true" />
            {t('createGroup')}
          </Button>
        </div>
        <CardContent>
          {groups.isPending ? (
            <Spinner label={t('loadingGroups')} />
          ) : groups.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('fetchGroupsFailed')}
            </p>
          ) : (
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full min-w-[48rem] text-sm">
                <thead className="bg-muted/60 text-start text-xs uppercase tracking-wide text-muted-foreground">
                  <tr>
                    {HEADINGS.map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-medium">
                        {t(h)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {groups.data.map((group) => {
                    const locked = isProtectedGroup(group);
                    return (
                      <tr key={group.id}>
                        <td className="px-3 py-2 font-medium">{group.name}</td>
                        <td className="px-3 py-2">{group.displayName}</td>
                        <td
                          className="max-w-[16rem] truncate px-3 py-2 text-muted-foreground"
                          title={group.description ?? undefined}
                        >
                          {group.description ?? '–'}
                        </td>
                        <td className="px-3 py-2 tabular-nums">{formatCountIn(locale, group.maxHostingAccounts)}</td>
                        <td className="px-3 py-2 tabular-nums">{formatCountIn(locale, group.maxDevices)}</td>
                        <td className="px-3 py-2 tabular-nums">{formatCountIn(locale, group.userCount)}</td>
                        <td className="px-3 py-2">
                          {group.isActive ? (
                            <Badge variant="success">{t('active')}</Badge>
                          ) : (
                            <Badge variant="secondary">{t('inactive')}</Badge>
                          )}
                        </td>
                        <td className="px-3 py-2">
                          <div className="flex gap-1.5">
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => setEditing({ group })}
                              aria-label={t('editName', { name: group.name })}
                            >
                              <Pencil aria-hidden="true" />
                            </Button>
                            <Button
                              size="sm"
                              variant="destructive"
                              onClick={() => setToDelete(group)}
                              disabled={locked}
                              aria-label={t('deleteName', { name: group.name })}
                              title={locked ? t('cannotDelete') : undefined}
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
      <GroupAssignments groups={groups.data ?? []} />
      <GroupFormDialog open={editing !== null} group={editing?.group ?? null} onClose={() => setEditing(null)} />
      <DeleteGroupDialog group={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
