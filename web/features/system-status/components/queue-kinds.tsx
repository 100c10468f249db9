import type { SystemStatusResponse } from '../../../../contract/system-status.js';
import { formatAge } from '../lib/format-age';
import { useMessages } from '../../../lib/i18n/messages';
import { systemStatusMessages } from '../i18n';

type Kind = SystemStatusResponse['queue']['kinds'][number];
const COUNTS = ['waiting', 'scheduled', 'running', 'failed'] as const;
const COUNT_LABEL = {
  waiting: 'countWaiting',
  scheduled: 'countScheduled',
  running: 'countRunning',
  failed: 'countFailed',
} as const;
const countClass = (kind: Kind, count: (typeof COUNTS)[number]) =>
  count === 'failed' && kind.failed > 0 ? 'font-semibold text-destructive' : '';

/** Jobs per kind: one block per kind on phones (a kind's name is too long for a table column there), a table wider up. */
export function QueueKinds({ kinds }: { kinds: Kind[] }) {
  const t = useMessages(systemStatusMessages);
  if (kinds.length === 0) return <p className="text-sm text-muted-foreground">{t('queueEmpty')}</p>;
  return (
    <>
      <ul aria-label={t('jobsByKindList')} className="grid gap-2 sm:hidden">
        {kinds.map((kind) => (
          <li key={kind.kind} className="rounded-lg border p-3 text-sm">
            <p className="font-mono text-xs font-medium [overflow-wrap:anywhere]">{kind.kind}</p>
            <dl className="mt-2 grid grid-cols-5 gap-1 text-center">
              {COUNTS.map((c) => (
                <div key={c}>
                  <dt className="text-xs text-muted-foreground">{t(COUNT_LABEL[c])}</dt>
                  <dd className={`tabular-nums ${countClass(kind, c)}`}>{kind[c]}</dd>
                </div>
              ))}
              <div>
                <dt className="text-xs text-muted-foreground">{t('columnOldest')}</dt>
                <dd className="tabular-nums">{formatAge(t, kind.oldestWaitingSeconds)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border sm:block">
        <table className="w-full text-start text-sm" aria-label={t('jobsByKind')}>
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {t('columnKind')}
              </th>
              {COUNTS.map((c) => (
                <th key={c} scope="col" className="px-3 py-2 text-end font-medium">
                  {t(COUNT_LABEL[c])}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-end font-medium">
                {t('columnOldestWaiting')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {kinds.map((kind) => (
              <tr key={kind.kind}>
                <th scope="row" className="whitespace-nowrap px-3 py-2 font-mono text-xs font-medium">
                  {kind.kind}
                </th>
                {COUNTS.map((c) => (
                  <td key={c} className={`px-3 py-2 text-end tabular-nums ${countClass(kind, c)}`}>
                    {kind[c]}
                  </td>
                ))}
                <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
                  {formatAge(t, kind.oldestWaitingSeconds)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
