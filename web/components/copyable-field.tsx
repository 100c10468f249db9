import { BREAKABLE, BreakableText } from './breakable-text';
import { CopyButton } from './copy-button';
import { useMessages } from '../lib/i18n/messages';
import { componentsMessages } from './i18n';

/**
 * One credential in a `<dl>`: its label, the value in monospace and a copy button. A phrase wraps between its words
 * and an e-mail or address at its '@' and dots (BreakableText); a password breaks only where it must. A value not
 * known yet shows `pending` and nothing to copy. Used wherever credentials are shown once.
 */
export function CopyableField({ label, value, pending }: { label: string; value: string | null; pending?: string }) {
  const t = useMessages(componentsMessages);
  return (
    <div className="grid gap-1.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="flex items-center gap-2">
        <span className={`min-w-0 flex-1 rounded-md border bg-muted/60 px-3 py-2 font-mono text-sm ${BREAKABLE}`}>
          {value === null ? (pending ?? t('beingSetUp')) : <BreakableText text={value} />}
        </span>
        {value && <CopyButton value={value} label={label} />}
      </dd>
    </div>
  );
}
