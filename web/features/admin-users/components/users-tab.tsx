import { Ban, KeyRound, Pencil, Search, ShieldCheck, Trash2, Undo2, Users } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '../../../../contract/admin.js';
import type { User } from '../../../../contract/accounts.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUserGroups } from '../../../api/user-groups';
import { useUsers } from '../../../api/users';
import { useUpdateUser } from '../api/update-user';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { ResetTwoFactorDialog } from './reset-two-factor-dialog';
import { SuspendUserDialog, UnsuspendUserDialog } from './suspend-user-dialog';
import { formatDateTimeIn } from '../../../lib/format-in-locale';
import { NativeSelect } from '../../../components/native-select';
import { useMessages } from '../../../lib/i18n/messages';
import { usersMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';

const SEARCH_DEBOUNCE_MS = 300;

function fullName(user: AdminUser): string {
  return [user.firstName, user.lastName]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim();
}

/**
 * 001 §2 Users tab: search, role selector, Edit and Delete (never for oneself); Reset 2FA for a user locked out of it;
 * Suspend / Unsuspend a person with the reason on their row.
 */
export function UsersTab({ user: me }: { user: User }) {
  const t = useMessages(usersMessages);
  const locale = useLocale();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const users = useUsers(search);
  const groups = useUserGroups();
  const update = useUpdateUser();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);
  const [toResetTwoFactor, setToResetTwoFactor] = useState<AdminUser | null>(null);
  const [toSuspend, setToSuspend] = useState<AdminUser | null>(null);
  const [toUnsuspend, setToUnsuspend] = useState<AdminUser | null>(null);
  const groupName = (id: number | null) =>
    id === null ? null : (groups.data?.find((g) => g.id === id)?.displayName ?? null);

  const changeRole = (user: AdminUser, role: 'client' | 'admin') =>
    update.mutate(
      { id: user.id, body: { role } },
      {
        onSuccess: () => toast({ title: t('success'), description: t('updated') }),
        onError: (error) =>
          toast({
            title: t('updateFailed'),
            description: errorMessage(error, t('tryAgain')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card>
      <div className="flex flex-col p-6 gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="flex items-center gap-2">
            <Users className="size-5 text-primary" aria-hidden="true" />
            {t('title')}
          </CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor="users-search">{t('searchUsers')}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="users-search"
              type="search"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder={t('searchPlaceholder')}
              className="ps-9"
            />
          </div>
        </div>
      </div>
      <CardContent>
        {users.isPending ? (
          <Spinner label={t('loading')} />
        ) : users.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('loadFailed', { error: errorMessage(users.error, t('unknownError')) })}
          </p>
        ) : users.data.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {t('noUsers')}
          </p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {users.data.map((user) => {
              const isMe = user.id === me.id;
              const name = fullName(user);
              const group = groupName(user.userGroupId);
              return (
                <li
                  key={user.id}
                  aria-label={user.username}
                  className={`flex flex-col gap-3 p-3 sm:flex-row sm:items-center${user.suspendedAt ? ' bg-destructive/5' : ''}`}
                >
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-semibold uppercase text-primary"
                    >
                      {(name || user.username).charAt(0)}
                    </span>
                    <div className="grid min-w-0 gap-0.5">
                      <p className="flex flex-wrap items-center gap-1.5 font-medium">
                        <span className="truncate">{user.username}</span>
                        {name && (
                          <span className="truncate text-sm font-normal text-muted-foreground">
                            {t('fullName', { name })}
                          </span>
                        )}
                        {isMe && <Badge variant="outline">{t('you')}</Badge>}
                        {user.isAnonymous && <Badge variant="secondary">{t('anonymous')}</Badge>}
                        {group && <Badge variant="outline">{group}</Badge>}
                        {user.twoFactorEnabled && (
                          <Badge variant="secondary">
                            <ShieldCheck aria-hidden="true" />
                            {t('twoFactorBadge')}
                          </Badge>
                        )}
                        {user.suspendedAt && (
                          <Badge variant="destructive">
                            <Ban aria-hidden="true" />
                            {t('suspended')}
                          </Badge>
                        )}
                      </p>
                      <p className="truncate text-sm text-muted-foreground">{user.email ?? t('noEmail')}</p>
                      {user.suspendedAt && (
                        <p className="text-sm text-destructive [overflow-wrap:anywhere]">
                          {t('suspendedSince', {
                            date: formatDateTimeIn(locale, user.suspendedAt),
                            reason: user.suspendReason ?? '',
                          })}
                        </p>
                      )}
                    </div>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <NativeSelect
                      aria-label={t('roleOf', { username: user.username })}
                      value={user.role}
                      layout={null}
                      className="h-9 w-28"
                      disabled={isMe || update.isPending}
                      title={isMe ? t('ownRole') : undefined}
                      onChange={(e) => changeRole(user, e.target.value as 'client' | 'admin')}
                    >
                      <option value="client">{t('roleClient')}</option>
                      <option value="admin">{t('roleAdmin')}</option>
                    </NativeSelect>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing(user)}
                      aria-label={t('editName', { username: user.username })}
                    >
                      <Pencil aria-hidden="true" />
                      {t('edit')}
                    </Button>
                    {!isMe && user.twoFactorEnabled && (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setToResetTwoFactor(user)}
                        aria-label={t('resetTwoFactorFor', { username: user.username })}
                      >
                        <KeyRound aria-hidden="true" />
                        {t('reset2fa')}
                      </Button>
                    )}
                    {!isMe &&
                      (user.suspendedAt ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setToUnsuspend(user)}
                          aria-label={t('unsuspendName', { username: user.username })}
                        >
                          <Undo2 aria-hidden="true" />
                          {t('unsuspend')}
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setToSuspend(user)}
                          aria-label={t('suspendName', { username: user.username })}
                        >
                          <Ban aria-hidden="true" />
                          {t('suspend')}
                        </Button>
                      ))}
                    {!isMe && (
                      <Button
                        size="sm"
                        variant="destructive"
                        onClick={() => setToDelete(user)}
                        aria-label={t('deleteName', { username: user.username })}
                      >
                        <Trash2 aria-hidden="true" />
                        {t('delete')}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
      <ResetTwoFactorDialog user={toResetTwoFactor} onClose={() => setToResetTwoFactor(null)} />
      <SuspendUserDialog user={toSuspend} onClose={() => setToSuspend(null)} />
      <UnsuspendUserDialog user={toUnsuspend} onClose={() => setToUnsuspend(null)} />
    </Card>
  );
}
