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

/** What a suspension does, said before the admin confirms it. */
const CONSEQUENCES = [
  'every session of theirs ends now, and sign-in is refused with this reason and the support address;',
  'their hosting accounts are suspended on the server (as soon as it answers);',
  'their cloud machines are stopped (kept, not deleted);',
  'billing of their subscriptions is paused.',
];

/** Suspend a person: the reason they will read, then the confirmation. */
export function SuspendUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
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
      toast({ title: `${user.username} suspended`, description: answer.message });
      onClose();
    } catch (error) {
      toast({
        title: 'Suspension Failed',
        description: errorMessage(error, 'Please try again.'),
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
      submitLabel="Suspend User"
      title={`Suspend ${user?.username ?? ''}?`}
      description={
        <>
          {user?.email ? `${user.email} — ` : ''}Suspending stops this person at once:
          <ul className="mt-2 list-disc pl-5">
            {CONSEQUENCES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <span className="mt-2 block">Unsuspend restores all of it.</span>
        </>
      }
    >
      <TextareaField
        id="suspend-reason"
        label="Reason (the user sees it)"
        rows={3}
        maxLength={USER_SUSPENSION_REASON_MAX}
        placeholder="e.g. Phishing pages on your site"
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </FormDialog>
  );
}

/** Lift a suspension: asks once, since it starts billing and machines again. */
export function UnsuspendUserDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const unsuspend = useUnsuspendUser();
  const confirm = () => {
    if (!user) return;
    unsuspend.mutate(user.id, {
      onSuccess: (answer) => {
        toast({ title: `${user.username} unsuspended`, description: answer.message });
        onClose();
      },
      onError: (error) =>
        toast({
          title: 'Unsuspend Failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={`Unsuspend ${user?.username ?? ''}?`}
      description={`They can sign in again; the hosting accounts, machines and subscription billing the suspension stopped are restored. It was suspended for: ${user?.suspendReason ?? ''}`}
      descriptionClassName="[overflow-wrap:anywhere]"
      confirmLabel="Unsuspend User"
      pendingLabel="Unsuspending..."
      pending={unsuspend.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
