import { useEffect, useState } from 'react';
import { abuseDetectionSettingsSchema, type AbuseDetectionSettings } from '../../../../contract/abuse-detection.js';
import { TextField, TextareaField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDetectionSettings, useSaveDetectionSettings } from '../api/abuse-cases';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { useMessages } from '../../../lib/i18n/messages';
import { abuseMessages } from '../i18n';

type Draft = Record<keyof AbuseDetectionSettings, string>;

// Each threshold's label has the field's own name as its catalogue key.
const NUMBERS = [
  'nameRefuseThreshold',
  'nameReviewThreshold',
  'scanMaliciousThreshold',
  'scanSuspiciousThreshold',
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
  const t = useMessages(abuseMessages);
  const tError = useErrorText();
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
        title: t('saveFailed'),
        description: errorMessage(e, t('settingsNotSaved')),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detectionSettingsTitle')}</CardTitle>
        <CardDescription>{t('detectionSettingsIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-4">
          {NUMBERS.map((key) => (
            <TextField
              key={key}
              id={`abuse-${key}`}
              label={t(key)}
              inputMode="numeric"
              value={draft[key]}
              error={tError(errors[key])}
              onChange={set(key)}
            />
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextareaField
            id="abuse-brands"
            label={t('brands')}
            rows={6}
            value={draft.brands}
            error={tError(errors.brands)}
            onChange={set('brands')}
          />
          <TextareaField
            id="abuse-bait-words"
            label={t('baitWords')}
            rows={6}
            value={draft.baitWords}
            error={tError(errors.baitWords)}
            onChange={set('baitWords')}
          />
        </div>
        <div>
          <Button onClick={onSave} disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
