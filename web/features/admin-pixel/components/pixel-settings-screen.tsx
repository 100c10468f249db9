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
      toast({ title: 'Settings saved', description: 'The Facebook pixel settings are in use now.' });
    } catch (error) {
      toast({
        title: 'Save Failed',
        description: errorMessage(error, 'Failed to save the pixel settings.'),
        variant: 'destructive',
      });
    }
  };

  const onDelete = () => {
    if (!window.confirm('Delete the Facebook pixel settings? Tracking stops at once.')) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast({ title: 'Pixel settings deleted', description: 'Nothing is loaded or sent any more.' });
      },
      onError: (error) =>
        toast({
          title: 'Delete Failed',
          description: errorMessage(error, 'Failed to delete the pixel settings.'),
          variant: 'destructive',
        }),
    });
  };

  if (settings.isPending) return <Spinner label="Loading pixel settings..." />;
  if (settings.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the pixel settings: {errorMessage(settings.error, 'unknown error')}
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
            <CardTitle>Facebook Pixel Configuration</CardTitle>
            <CardDescription>Measure registrations and purchases from Facebook and Instagram ads.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <TextField
              id="pixel-id"
              label="Pixel ID"
              inputMode="numeric"
              placeholder="123456789012345"
              autoComplete="off"
              error={errors.pixelId?.message}
              {...form.register('pixelId')}
            />
            <TextField
              id="pixel-access-token"
              label="Conversions API Access Token"
              optional
              type="password"
              autoComplete="new-password"
              placeholder={saved.hasAccessToken ? 'Leave blank to keep the saved token' : ''}
              hint={
                saved.hasAccessToken
                  ? 'A token is saved. Leave blank to keep it.'
                  : 'With a token the server also reports events (deduplicated with the browser).'
              }
              error={errors.accessToken?.message}
              {...form.register('accessToken')}
            />
            <TextField
              id="pixel-purchase-value"
              label="Purchase Event Value (USD)"
              type="number"
              step="0.01"
              min="0"
              error={errors.purchaseEventValue?.message}
              {...form.register('purchaseEventValue')}
            />
            {switchField('isActive', 'Pixel active', 'Load the pixel on public pages and send events.')}
            {switchField('trackPageViews', 'Track page views', 'PageView 3 seconds after each page opens.')}
            {switchField('trackPurchases', 'Track purchases', 'Purchase on the payment success pages.')}
            {switchField(
              'testMode',
              'Test mode',
              'Server events carry the test event code and show under Test events.',
            )}
            <TextField
              id="pixel-test-code"
              label="Test Event Code"
              optional
              placeholder="TEST12345"
              autoComplete="off"
              error={errors.testEventCode?.message}
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
                Delete
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                <Save aria-hidden="true" />
                {isSubmitting ? 'Saving...' : 'Save Settings'}
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
              Current Status
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span>Pixel</span>
              {saved.pixelId && saved.isActive ? (
                <Badge variant={null} className="border-transparent bg-success text-white">
                  Active
                </Badge>
              ) : (
                <Badge variant="secondary">Inactive</Badge>
              )}
            </div>
            <div className="flex items-center justify-between gap-2">
              <span>Pixel ID</span>
              <span className="font-mono">{saved.pixelId ?? '—'}</span>
            </div>
            <div className="flex items-center justify-between gap-2">
              <span>Conversions API</span>
              <span>{saved.hasAccessToken ? 'Token saved' : 'Browser only'}</span>
            </div>
            <div className="flex items-center justify-between gap-2">
              <span>Purchase value</span>
              <span>${saved.purchaseEventValue.toFixed(2)}</span>
            </div>
            <div className="flex items-center justify-between gap-2">
              <span>Test mode</span>
              <span>{saved.testMode ? 'On' : 'Off'}</span>
            </div>
          </CardContent>
        </Card>
        <HowItWorksCard>
          <p>When active, public pages load the pixel; admin screens never do.</p>
          <p>
            A registration sends CompleteRegistration worth $5.00; payment success pages send Purchase worth the value
            above.
          </p>
          <p>
            With an access token the server sends the same events through the Conversions API with the same event id, so
            Facebook counts each once. E-mail addresses are hashed before they leave the server.
          </p>
        </HowItWorksCard>
      </div>
    </div>
  );
}
