import { Users } from 'lucide-react';
import { Suspense } from 'react';
import type { SupportPresence } from '../../../../contract/support.js';
import { useMessages } from '../../../lib/i18n/messages';
import { withElements } from '../../../lib/i18n/with-elements';
import { supportPresenceMessages } from '../i18n';

/**
 * Who else has this ticket open now, and whether they are writing: two admins should not answer one ticket twice.
 * Its two plurals need the ICU formatter: it is fetched when someone else is there, not with every ticket.
 */
export function CollisionWarning({ others }: { others: SupportPresence['others'] }) {
  if (others.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OthersOnTicket others={others} />
    </Suspense>
  );
}

function OthersOnTicket({ others }: { others: SupportPresence['others'] }) {
  const t = useMessages(supportPresenceMessages);
  const writing = others.filter((o) => o.composing).map((o) => o.username);
  const viewing = others.filter((o) => !o.composing).map((o) => o.username);
  // The names are emphasised inside the sentence; the verb agrees with how many there are (an ICU plural).
  const sentence = (key: 'writingReply' | 'viewingToo', names: string[]) =>
    withElements((values) => t(key, values), { names: <strong>{names.join(', ')}</strong> }, { count: names.length });
  return (
    <div
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        {writing.length > 0 && sentence('writingReply', writing)}
        {writing.length > 0 && viewing.length > 0 && ' '}
        {viewing.length > 0 && sentence('viewingToo', viewing)}
      </p>
    </div>
  );
}
