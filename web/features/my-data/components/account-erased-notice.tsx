import { CircleCheck } from 'lucide-react';
import { useMessages } from '../../../lib/i18n/messages';
import { accountErasedMessages } from '../account-erased-i18n';

/** Shown on /auth after an erasure: what happened, in plain words. */
export function AccountErasedNotice() {
  const t = useMessages(accountErasedMessages);
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold">{t('title')}</p>
        <p>{t('body')}</p>
      </div>
    </div>
  );
}
