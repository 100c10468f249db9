import { useMessages } from '../../../lib/i18n/messages';
import { siteManageMessages } from '../i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { KeyRound, Mail, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Mailbox } from '../../../../contract/site-manage.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { goInTab, openPendingTab } from '../../../lib/open-pending-tab';
import { openWebmail, useCreateMailbox, useDeleteMailbox, useSiteMailboxes, useUpdateMailbox } from '../api/mailboxes';
import { PanelState, Section } from './panel-state';

/** A mailbox name's shape, the same in every language. */
const EXAMPLE_LOCAL_PART = 'info';

/** Mailboxes on the site's domain: create within the plan, see disk use, change quota or password, webmail. */
export function MailboxesPanel({ accountId, domain }: { accountId: number; domain: string }) {
  const mailboxes = useSiteMailboxes(accountId);
  const t = useMessages(siteManageMessages);
  const locale = useLocale();
  const megabytes = (value: number) =>
    value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, t('tryAgain')), variant: 'destructive' });
  const create = useCreateMailbox(accountId);
  const update = useUpdateMailbox(accountId);
  const remove = useDeleteMailbox(accountId);
  const [deleting, setDeleting] = useState<Mailbox | null>(null);
  const data = mailboxes.data;
  const full = data ? data.mailboxes.length >= data.limit : false;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    create.mutate(
      {
        localPart: String(form.get('localPart') ?? ''),
        password: String(form.get('password') ?? ''),
        quotaMb: Number(form.get('quotaMb') || 1024),
      },
      {
        onSuccess: (answer) => {
          formElement.reset();
          toast({ title: answer.message });
        },
        onError: failed(t('mailboxNotCreated')),
      },
    );
  };

  const webmail = async (email: string) => {
    const tab = openPendingTab(t('openingWebmail'));
    try {
      goInTab(tab, (await openWebmail(accountId, email)).loginUrl);
    } catch (error) {
      tab?.close();
      failed(t('webmailDidNotOpen'))(error);
    }
  };

  const changePassword = (email: string) => {
    const password = window.prompt(t('newPasswordFor', { email }));
    if (password)
      update.mutate(
        { email, password },
        { onSuccess: (a) => toast({ title: a.message }), onError: failed(t('passwordNotChanged')) },
      );
  };

  return (
    <Section id="mail" title={t('mailTitle')} lead={t('mailLead', { domain })}>
      <PanelState isLoading={mailboxes.isLoading} error={mailboxes.error} onRetry={() => void mailboxes.refetch()}>
        {data && !data.included ? (
          <p className="text-sm">{t('mailNotIncluded')}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {t('mailboxesUsed', { used: data?.mailboxes.length ?? 0, limit: data?.limit ?? 0 })}
            </p>
            <ul className="grid gap-2" data-testid="mailboxes">
              {data?.mailboxes.map((box) => (
                <li
                  key={box.email}
                  data-email={box.email}
                  className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center"
                >
                  <span className="min-w-0 sm:flex-1">
                    <span className="font-medium [overflow-wrap:anywhere]">{box.email}</span>
                    <span className="block text-sm text-muted-foreground">
                      {box.quotaMb === null
                        ? t('diskUsedNoLimit', { used: megabytes(box.diskUsedMb) })
                        : t('diskUsedOf', {
                            used: megabytes(box.diskUsedMb),
                            quota: box.quotaMb.toLocaleString(locale, { useGrouping: false }),
                          })}
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-1">
                    <Button size="sm" variant="outline" onClick={() => void webmail(box.email)}>
                      <Mail className="size-4" aria-hidden="true" /> {t('openWebmail')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => changePassword(box.email)}
                      aria-label={t('changePasswordOf', { email: box.email })}
                    >
                      <KeyRound className="size-4" aria-hidden="true" /> {t('password')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDeleting(box)}
                      aria-label={t('deleteEmail', { email: box.email })}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
            {!full && (
              <form
                onSubmit={submit}
                className="grid gap-3 sm:grid-cols-[1fr_1fr_8rem_auto] sm:items-end"
                aria-label={t('createMailboxForm')}
              >
                <div className="grid gap-1.5">
                  <Label htmlFor="mail-local">{t('address')}</Label>
                  <div className="flex flex-wrap items-center gap-1">
                    <Input
                      id="mail-local"
                      name="localPart"
                      required
                      placeholder={EXAMPLE_LOCAL_PART}
                      autoComplete="off"
                      className="sm:w-40"
                    />
                    <span className="min-w-0 text-sm text-muted-foreground [overflow-wrap:anywhere]">@{domain}</span>
                  </div>
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor="mail-password">{t('password')}</Label>
                  <Input
                    id="mail-password"
                    name="password"
                    type="password"
                    required
                    minLength={10}
                    autoComplete="new-password"
                  />
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor="mail-quota">{t('sizeMb')}</Label>
                  <Input id="mail-quota" name="quotaMb" type="number" min={0} defaultValue={1024} />
                </div>
                <Button type="submit" disabled={create.isPending}>
                  {t('createMailbox')}
                </Button>
              </form>
            )}
          </>
        )}
      </PanelState>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteMailboxTitle')}
        description={t('deleteMailboxBody', { email: deleting?.email ?? '' })}
        descriptionTone="warning"
        confirmLabel={t('deleteMailbox')}
        pendingLabel={t('deleting')}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.email, {
            onSuccess: (a) => {
              setDeleting(null);
              toast({ title: a.message });
            },
            onError: failed(t('mailboxNotDeleted')),
          })
        }
      />
    </Section>
  );
}
