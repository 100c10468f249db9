import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { useEffect } from 'react';
import { useForm } from '../../../lib/form';
import type { AdminUser } from '../../../../contract/admin.js';
import {
  suspendUserBody,
  USER_SUSPENSION_REASON_MAX,
  type SuspendUserBody,
} from '../../../../contract/user-suspension.js';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { TextareaField } from '../../../components/form-field';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useSuspendUser, useUnsuspendUser } from '../api/suspend-user';
import { useMessages } from '../../../lib/i18n/messages';
import { usersMessages } from '../i18n';
import { useErrorText } from '../../../lib/i18n/use-error-text';

/** What a suspension does, said before the admin confirms it. */
const CONSEQUENCES = [
  'consequenceSessions',
  'consequenceHosting',
  'consequenceMachines',
  'consequenceBilling',
] as const;

/** Suspend a person: the reason they will read, then the confirmation. */
export function SuspendUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const t = useMessages(usersMessages);
  const tError = useErrorText();
  const form = useForm<SuspendUserBody>({ resolver: zodFormResolver(suspendUserBody), defaultValues: { reason: '' } });
  const suspend = useSuspendUser();
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (user) form.reset({ reason: '' });
  }, [user, form]);

  const onSubmit = async (values: SuspendUserBody) => {
    if (!user) return;
    try {
      const answer = await suspend.mutateAsync({ id: user.id, reason: values.reason });
      toast({ title: t('suspendedToast', { username: user.username }), description: answer.message });
      onClose();
    } catch (error) {
      toast({
        title: t('suspensionFailed'),
        description: errorMessage(error, t('tryAgain')),
        variant: 'destructive',
      });
    }
  };

  return (
    <FormDialog
      open={user !== null}
      onClose={onClose}
      onSubmit={form.handleSubmit(onSubmit)}
      submitting={isSubmitting}
      submitLabel={t('suspendUser')}
      title={t('suspendTitle', { username: user?.username ?? '' })}
      description={
        <>
          {user?.email ? t('suspendLeadWithEmail', { email: user.email }) : t('suspendLead')}
          <ul className="mt-2 list-disc ps-5">
            {CONSEQUENCES.map((line) => (
              <li key={line}>{t(line)}</li>
            ))}
          </ul>
          <span className="mt-2 block">{t('unsuspendRestores')}</span>
        </>
      }
    >
      <TextareaField
        id="suspend-reason"
        label={t('reason')}
        rows={3}
        maxLength={USER_SUSPENSION_REASON_MAX}
        placeholder={t('reasonPlaceholder')}
        error={tError(errors.reason?.message)}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}

/** Lift a suspension: asks once, since it starts billing and machines again. */
export function UnsuspendUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const t = useMessages(usersMessages);
  const unsuspend = useUnsuspendUser();
  const confirm = () => {
    if (!user) return;
    unsuspend.mutate(user.id, {
      onSuccess: (answer) => {
        toast({ title: t('unsuspendedToast', { username: user.username }), description: answer.message });
        onClose();
      },
      onError: (error) =>
        toast({
          title: t('unsuspendFailed'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={t('unsuspendTitle', { username: user?.username ?? '' })}
      description={t('unsuspendDescription', { reason: user?.suspendReason ?? '' })}
      descriptionClassName="[overflow-wrap:anywhere]"
      confirmLabel={t('unsuspendUser')}
      pendingLabel={t('unsuspending')}
      pending={unsuspend.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
