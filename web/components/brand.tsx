import { Server } from 'lucide-react';
import { ORGANISATION_NAME } from '../../contract/constants.js';
import { layoutMessages } from '../lib/i18n/layout-messages';
import { useMessages } from '../lib/i18n/messages';

/** The logo mark, the name and the 'FREE' tag of 000 §2. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const t = useMessages(layoutMessages);
  return (
    <span className="inline-flex items-center gap-2">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Server className="size-4" aria-hidden="true" />
      </span>
      {!compact && <span className="text-lg font-bold tracking-tight">{ORGANISATION_NAME}</span>}
      <span className="rounded-md bg-emerald-100 px-1.5 py-0.5 text-[10px] font-bold tracking-wider text-emerald-700">
        {t('freeTag')}
      </span>
    </span>
  );
}
