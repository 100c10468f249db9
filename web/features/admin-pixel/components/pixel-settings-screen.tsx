import { zodFormResolver } from '../../../lib/zod-form-resolver';
import { Activity, Save, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from '../../../lib/form';
import { z } from 'zod';
import { MARKETING_MESSAGES, PIXEL_DEFAULTS, type PixelSettings } from '../../../../contract/marketing.js';
import { TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/switch-field';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { HowItWorksCard } from '../../../components/how-it-works-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeletePixelSettings } from '../api/delete-pixel-settings';
import { usePixelSettings } from '../api/get-pixel-settings';
import { useSavePixelSettings } from '../api/save-pixel-settings';
import { formatMoney } from '../../../../contract/i18n/format.js';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { pixelMessages } from '../i18n';

// 001 §5 Pixel: Pixel ID required; purchase value a number, step 0.01, minimum 0 (default 5.00 USD).
const schema = z.object({
  pixelId: z
    .string()
    .trim()
    .min(1, MARKETING_MESSAGES.pixelIdRequired)
    .regex(/^\d{10,20}$/, MARKETING_MESSAGES.pixelIdDigits),
  accessToken: z.string(),
  isActive: z.boolean(),
  trackPageViews: z.boolean(),
  trackPurchases: z.boolean(),
  purchaseEventValue: z
    .string()
    .trim()
    .refine((v) => v !== '' && Number.isFinite(Number(v)) && Number(v) >= 0, MARKETING_MESSAGES.purchaseValueMin),
  testMode: z.boolean(),
  testEventCode: z.string().trim(),
});
type FormValues = z.infer<typeof schema>;

const EMPTY: FormValues = {
  pixelId: '',
  accessToken: '',
  isActive: true,
  trackPageViews: true,
  trackPurchases: true,
  purchaseEventValue: PIXEL_DEFAULTS.purchaseEventValue.toFixed(2),
  testMode: false,
  testEventCode: '',
};

const toForm = (s: PixelSettings): FormValues => ({
  pixelId: s.pixelId ?? '',
  accessToken: '',
  isActive: s.pixelId ? s.isActive : true,
  trackPageViews: s.trackPageViews,
  trackPurchases: s.trackPurchases,
  purchaseEventValue: s.purchaseEventValue.toFixed(2),
  testMode: s.testMode,
  testEventCode: s.testEventCode ?? '',
});

/** 001 §2 Facebook Pixel Configuration: the form, a Current Status block and a How It Works card. */
export function PixelSettingsScreen() {
  const t = useMessages(pixelMessages);
  const tError = useErrorText();
  const locale = useLocale();
  const settings = usePixelSettings();
  const save = useSavePixelSettings();
  const remove = useDeletePixelSettings();
  const form = useForm<FormValues>({ resolver: zodFormResolver(schema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (settings.data) form.reset(toForm(settings.data));
  }, [settings.data, form]);

  const onSubmit = async (v: FormValues) => {
    try {
      await save.mutateAsync({
        pixelId: v.pixelId.trim(),
        accessToken: v.accessToken.trim() || null,
        isActive: v.isActive,
        trackPageViews: v.trackPageViews,
        trackPurchases: v.trackPurchases,
        purchaseEventValue: Number(v.purchaseEventValue),
        testMode: v.testMode,
        testEventCode: v.testEventCode || null,
      });
      toast({ title: t('settingsSaved'), description: t('settingsSavedLead') });
    } catch (error) {
      toast({
        title: t('saveFailed'),
        description: errorMessage(error, t('saveFailedLead')),
        variant: 'destructive',
      });
    }
  };

  const onDelete = () => {
    if (!window.confirm(t('confirmDelete'))) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast({ title: t('deleted'), description: t('deletedLead') });
      },
      onError: (error) =>
        toast({
          title: t('deleteFailed'),
          description: errorMessage(error, t('deleteFailedLead')),
          variant: 'destructive',
        }),
    });
  };

  if (settings.isPending) return <Spinner label={t('loading')} />;
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('loadFailed', { error: errorMessage(settings.error, t('unknownError')) })}
      </p>
    );
  const saved = settings.data;
  const switchField = (
    name: 'isActive' | 'trackPageViews' | 'trackPurchases' | 'testMode',
    label: string,
    hint: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SwitchField
          id={`pixel-${name}`}
          label={label}
          hint={hint}
          checked={field.value}
          onCheckedChange={field.onChange}
        />
      )}
    />
  );

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <Card>
          <CardHeader>
            <CardTitle>{t('configuration')}</CardTitle>
            <CardDescription>{t('configurationLead')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <TextField
              id="pixel-id"
              label={t('pixelId')}
              inputMode="numeric"
              placeholder={t('pixelIdPlaceholder')}
              autoComplete="off"
              error={tError(errors.pixelId?.message)}
              {...form.register('pixelId')}
            />
            <TextField
              id="pixel-access-token"
              label={t('accessToken')}
              optional
              type="password"
              autoComplete="new-password"
              placeholder={saved.hasAccessToken ? t('keepTokenPlaceholder') : ''}
              hint={saved.hasAccessToken ? t('tokenSaved') : t('tokenHint')}
              error={tError(errors.accessToken?.message)}
              {...form.register('accessToken')}
            />
            <TextField
              id="pixel-purchase-value"
              label={t('purchaseEventValue')}
              type="number"
              step="0.01"
              min="0"
              error={tError(errors.purchaseEventValue?.message)}
              {...form.register('purchaseEventValue')}
            />
            {switchField('isActive', t('pixelActive'), t('pixelActiveHint'))}
            {switchField('trackPageViews', t('trackPageViews'), t('trackPageViewsHint'))}
            {switchField('trackPurchases', t('trackPurchases'), t('trackPurchasesHint'))}
            {switchField('testMode', t('testMode'), t('testModeHint'))}
            <TextField
              id="pixel-test-code"
              label={t('testEventCode')}
              optional
              placeholder={t('testEventCodePlaceholder')}
              autoComplete="off"
              error={tError(errors.testEventCode?.message)}
              {...form.register('testEventCode')}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
              <Button
                type="button"
                variant="outline"
                className="text-destructive"
                onClick={onDelete}
                disabled={!saved.pixelId || remove.isPending}
              >
                <Trash2 aria-hidden="true" />
                {t('delete')}
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                <Save aria-hidden="true" />
                {isSubmitting ? t('saving') : t('saveSettings')}
              </Button>
            </div>
          </CardContent>
        </Card>
      </form>
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Activity className="size-5 text-primary" aria-hidden="true" />
              {t('currentStatus')}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span>{t('pixel')}</span>
              {saved.pixelId && saved.isActive ? (
                <Badge variant={null} className="border-transparent bg-success text-background">
                  {t('active')}
                </Badge>
              ) : (
                <Badge variant="secondary">{t('inactive')}</Badge>
              )}
            </div>
            <div className="flex items-center justify-between gap-2">
              <span>{t('pixelId')}</span>
              <span className="font-mono">{saved.pixelId ?? '—'}</span>
            </div>
            <div className="flex items-center justify-between gap-2">
              <span>{t('conversionsApi')}</span>
              <span>{saved.hasAccessToken ? t('tokenSavedShort') : t('browserOnly')}</span>
            </div>
            <div className="flex items-center justify-between gap-2">
              <span>{t('purchaseValue')}</span>
              <span>{formatMoney(Math.round(saved.purchaseEventValue * 100), 'usd', locale)}</span>
            </div>
            <div className="flex items-center justify-between gap-2">
              <span>{t('testMode')}</span>
              <span>{saved.testMode ? t('on') : t('off')}</span>
            </div>
          </CardContent>
        </Card>
        <HowItWorksCard>
          <p>{t('howPublicPages')}</p>
          <p>{t('howRegistration', { amount: formatMoney(500, 'usd', locale) })}</p>
          <p>{t('howConversionsApi')}</p>
        </HowItWorksCard>
      </div>
    </div>
  );
}
