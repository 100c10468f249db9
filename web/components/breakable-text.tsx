import { Fragment } from 'react';

/**
 * Text that wraps where a reader expects ('fitne / ss', an e-mail cut mid-string): between words first;
 * in an e-mail, domain or address only after '@', '/', '-', '_' and before '.'; and mid-word only where one piece is
 * wider than its box. Give the containing element BREAKABLE (overflow-wrap: anywhere, no word-break: break-all).
 */
export function BreakableText({ text }: { text: string }) {
  if (/\s/.test(text)) return <>{text}</>;
  const parts = text.split(/(?<=[@/_-])|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** The class that lets BreakableText wrap only where it should. */
export const BREAKABLE = '[overflow-wrap:anywhere]';
