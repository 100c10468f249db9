import { Suspense } from 'react';
import type { SuspensionReasonCode } from '../../../contract/hosting-suspension-reasons.js';
import { useMessages } from '../../lib/i18n/messages';
import { suspensionReasonMessages } from './i18n';

export interface SuspensionReasonView {
  suspendReason: string | null;
  suspendReasonCode: SuspensionReasonCode | null;
  suspendReasonValues: Record<string, string> | null;
}

type Key = Extract<keyof typeof suspensionReasonMessages.english, string>;

/** The message of a code of ours; null for an admin's words (and a code this page does not know yet). */
function keyOf(code: SuspensionReasonCode, values: Record<string, string>): Key | null {
  if (code === 'admin') return null;
  if (code === 'quarantine') {
    const key = `quarantine.${values.threat}`;
    return key in suspensionReasonMessages.english ? (key as Key) : null;
  }
  return code in suspensionReasonMessages.english ? (code as Key) : null;
}

/**
 * A suspension's reason in the reader's language: a reason the system wrote by its code, an admin's in the admin's
 * own words (as stored). Drawn only where an account is suspended, so only such a page fetches these words.
 */
export function SuspensionReasonText(props: { view: SuspensionReasonView & { suspendReason: string } }) {
  // Its own boundary: the card around it stays drawn while these few words arrive.
  return (
    <Suspense fallback={null}>
      <ReasonText {...props} />
    </Suspense>
  );
}

function ReasonText({ view }: { view: SuspensionReasonView & { suspendReason: string } }) {
  const t = useMessages(suspensionReasonMessages);
  const values = view.suspendReasonValues ?? {};
  const key = view.suspendReasonCode ? keyOf(view.suspendReasonCode, values) : null;
  if (!key) return <>{view.suspendReason}</>;
  const { count, ...rest } = values;
  // A count in the reader's own digits (Arabic-Indic in ar).
  return <>{t(key, count === undefined ? rest : { ...rest, count: Number(count) })}</>;
}
