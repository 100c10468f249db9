import type { SystemStatusResponse } from '../../../../contract/system-status.js';

type Kind = SystemStatusResponse['queue']['kinds'][number];
const COUNTS = ['waiting', 'scheduled', 'running', 'failed'] as const;
const countClass = (kind: Kind, count: (typeof COUNTS)[number]) =>
  count === 'failed' && kind.failed > 0 ? 'font-semibold text-destructive' : '';

/** Jobs per kind: one block per kind on phones (a kind's name is too long for a table column there), a table wider up. */
export function QueueKinds({ kinds }: { kinds: Kind[] }) {
  if (kinds.length === 0) return <p className="text-sm text-muted-foreground">The queue is empty.</p>;
  return (
    <>
      <ul aria-label="Jobs by kind (list)" className="grid gap-2 sm:hidden">
        {kinds.map((kind) => (
          <li key={kind.kind} className="rounded-lg border p-3 text-sm">
            <p className="font-mono text-xs font-medium [overflow-wrap:anywhere]">{kind.kind}</p>
            <dl className="mt-2 grid grid-cols-4 gap-1 text-center">
              {COUNTS.map((c) => (
                <div key={c}>
                  <dt className="text-xs capitalize text-muted-foreground">{c}</dt>
                  <dd className={`tabular-nums ${countClass(kind, c)}`}>{kind[c]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border sm:block">
        <table className="w-full text-left text-sm" aria-label="Jobs by kind">
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Kind
              </th>
              {COUNTS.map((c) => (
                <th key={c} scope="col" className="px-3 py-2 text-right font-medium capitalize">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {kinds.map((kind) => (
              <tr key={kind.kind}>
                <th scope="row" className="whitespace-nowrap px-3 py-2 font-mono text-xs font-medium">
                  {kind.kind}
                </th>
                {COUNTS.map((c) => (
                  <td key={c} className={`px-3 py-2 text-right tabular-nums ${countClass(kind, c)}`}>
                    {kind[c]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
