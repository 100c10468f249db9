import { useCallback, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../lib/i18n/messages';
import { withElements } from '../lib/i18n/with-elements';
import { paymentMessages } from './payment/i18n';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';

// The optional promotion code every place that takes one shows (the checkouts, the billing centre's plan change):
// typed, applied on its button, shown applied with Remove. The server checks and prices it; a refusal comes back as
// `error` and is said under the field. No <form> of its own: it sits inside the checkouts' forms, so Enter applies
// the code instead of submitting the order around it.

/**
 * The code a screen sends and the field's state: `field` goes to <PromotionCodeField {...field} />; `refuse` says
 * the server's refusal under the field and takes the code off, so the order goes on without it.
 */
export function usePromotionCode() {
  const [applied, setApplied] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Stable, so an effect that refuses a code can name it among its dependencies.
  const refuse = useCallback((message: string) => {
    setError(message);
    setApplied(null);
  }, []);
  return {
    code: applied,
    refuse,
    field: {
      applied,
      error,
      onApply: (typed: string) => {
        setError(null);
        setApplied(typed);
      },
      onRemove: () => setApplied(null),
    },
  };
}

export function PromotionCodeField({
  id,
  applied,
  error,
  disabled,
  onApply,
  onRemove,
}: {
  /** The input's id; the error's id is derived from it. */
  id: string;
  applied: string | null;
  error: string | null;
  disabled?: boolean;
  onApply(code: string): void;
  onRemove(): void;
}) {
  const t = useMessages(paymentMessages);
  const [text, setText] = useState('');
  const apply = () => {
    if (text.trim()) onApply(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  if (applied)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          {withElements((values) => t('promotionCodeApplied', values), {
            code: <strong className="font-semibold">{applied.toUpperCase()}</strong>,
          })}
        </span>
        <Button
          type="button"
          variant="link"
          size={null}
          className="h-auto p-0 text-sm"
          onClick={onRemove}
          disabled={disabled}
        >
          {t('remove')}
        </Button>
      </p>
    );
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('promotionCodeOptional')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="button" variant="outline" disabled={disabled || !text.trim()} onClick={apply}>
          {t('apply')}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
