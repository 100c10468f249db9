import { useEffect, useRef } from 'react';
import type { UserGroup } from '../../../../contract/admin.js';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useAssignGroup } from '../api/assign-group';
import { useUsers } from '../../../api/users';
import { NativeSelect } from '../../../components/native-select';
import { useMessages } from '../../../lib/i18n/messages';
import { groupsMessages } from '../i18n';

/** 001 §2 User Group Assignments: one select per user, 'No Group' or a group. */
export function GroupAssignments({ groups }: { groups: UserGroup[] }) {
  const t = useMessages(groupsMessages);
  const users = useUsers();
  const assign = useAssignGroup();
  const warned = useRef(false);

  useEffect(() => {
    if (!users.isError || warned.current) return;
    warned.current = true;
    toast({
      title: t('fetchUsersFailed'),
      description: errorMessage(users.error, t('tryAgain')),
      variant: 'destructive',
    });
  }, [users.isError, users.error]);

  const onAssign = (userId: number, value: string) =>
    assign.mutate(
      { userId, userGroupId: value === '' ? null : Number(value) },
      {
        onSuccess: () => toast({ title: t('success'), description: t('assigned') }),
        onError: (error) =>
          toast({
            title: t('assignFailed'),
            description: errorMessage(error, t('tryAgain')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('assignmentsTitle')}</CardTitle>
        <CardDescription>{t('assignmentsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <Spinner label={t('loadingUsers')} />
        ) : users.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('fetchUsersFailed')}
          </p>
        ) : users.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noUsers')}</p>
        ) : (
          <ul className="max-h-[28rem] divide-y overflow-y-auto rounded-lg border">
            {users.data.map((user) => (
              <li key={user.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="grid min-w-0 gap-0.5">
                  <p className="truncate font-medium">{user.username}</p>
                  <p className="truncate text-sm text-muted-foreground">{user.email ?? t('noEmail')}</p>
                </div>
                <NativeSelect
                  aria-label={t('groupOf', { username: user.username })}
                  className="sm:w-48"
                  value={user.userGroupId === null ? '' : String(user.userGroupId)}
                  disabled={assign.isPending}
                  onChange={(e) => onAssign(user.id, e.target.value)}
                >
                  <option value="">{t('noGroup')}</option>
                  {groups.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.displayName}
                    </option>
                  ))}
                </NativeSelect>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
