import { Users } from 'lucide-react';
import type { SupportPresence } from '../../../../contract/support.js';

/** Who else has this ticket open now, and whether they are writing: two admins should not answer one ticket twice. */
export function CollisionWarning({ others }: { others: SupportPresence['others'] }) {
  if (others.length === 0) return null;
  const writing = others.filter((o) => o.composing).map((o) => o.username);
  const viewing = others.filter((o) => !o.composing).map((o) => o.username);
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {writing.length > 0 && (
          <>
            <strong>{writing.join(', ')}</strong> {writing.length === 1 ? 'is' : 'are'} writing a reply to this ticket.{' '}
          </>
        )}
        {viewing.length > 0 && (
          <>
            <strong>{viewing.join(', ')}</strong> {viewing.length === 1 ? 'has' : 'have'} this ticket open too.
          </>
        )}
      </p>
    </div>
  );
}
