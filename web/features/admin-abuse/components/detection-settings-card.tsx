import { useEffect, useState } from 'react';
import { abuseDetectionSettingsSchema, type AbuseDetectionSettings } from '../../../../contract/abuse-detection.js';
import { TextField, TextareaField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDetectionSettings, useSaveDetectionSettings } from '../api/abuse-cases';

type Draft = Record<keyof AbuseDetectionSettings, string>;

const NUMBERS = [
  ['nameRefuseThreshold', 'Refuse names at'],
  ['nameReviewThreshold', 'Review names at'],
  ['scanMaliciousThreshold', 'Quarantine pages at'],
  ['scanSuspiciousThreshold', 'Queue pages at'],
] as const;

const toDraft = (s: AbuseDetectionSettings): Draft => ({
  nameRefuseThreshold: String(s.nameRefuseThreshold),
  nameReviewThreshold: String(s.nameReviewThreshold),
  scanMaliciousThreshold: String(s.scanMaliciousThreshold),
  scanSuspiciousThreshold: String(s.scanSuspiciousThreshold),
  brands: s.brands.join('\n'),
  baitWords: s.baitWords.join('\n'),
});
const words = (text: string) =>
  text
    .split(/[\n,]+/)
    .map((w) => w.trim())
    .filter(Boolean);

/** The name check's thresholds and lists and the content scan's thresholds. */
export function DetectionSettingsCard() {
  const settings = useDetectionSettings();
  const save = useSaveDetectionSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  useEffect(() => {
    if (settings.data) setDraft(toDraft(settings.data));
  }, [settings.data]);
  if (!draft) return null;

  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });
  const onSave = async () => {
    const parsed = abuseDetectionSettingsSchema.safeParse({
      nameRefuseThreshold: Number(draft.nameRefuseThreshold),
      nameReviewThreshold: Number(draft.nameReviewThreshold),
      scanMaliciousThreshold: Number(draft.scanMaliciousThreshold),
      scanSuspiciousThreshold: Number(draft.scanSuspiciousThreshold),
      brands: words(draft.brands),
      baitWords: words(draft.baitWords),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      toast({ title: (await save.mutateAsync(parsed.data)).message });
    } catch (e) {
      toast({
        title: 'Save Failed',
        description: errorMessage(e, 'The settings were not saved.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Detection settings</CardTitle>
        <CardDescription>
          A name scoring at or above “refuse” cannot be claimed; at or above “review” it is created and queued here. A
          page scoring at or above “quarantine” is suspended at once; at or above “queue” it waits here.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-4">
          {NUMBERS.map(([key, label]) => (
            <TextField
              key={key}
              id={`abuse-${key}`}
              label={label}
              inputMode="numeric"
              value={draft[key]}
              error={errors[key]}
              onChange={set(key)}
            />
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField
            id="abuse-brands"
            label="Brands (one per line)"
            rows={6}
            value={draft.brands}
            error={errors.brands}
            onChange={set('brands')}
          />
          <TextareaField
            id="abuse-bait-words"
            label="Bait words (one per line)"
            rows={6}
            value={draft.baitWords}
            error={errors.baitWords}
            onChange={set('baitWords')}
          />
        </div>
        <div>
          <Button onClick={onSave} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
