import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from '../../../lib/form';
import { useLocation } from 'wouter';
import type { VpsPublicPackage } from '../../../../contract/vps.js';
import { TextField } from '../../../components/form-field';
import {
  BillingAddressFields,
  billingOf,
  EMPTY_BILLING_ADDRESS,
} from '../../../components/billing-address/billing-address-fields';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { useMessages } from '../../../lib/i18n/messages';
import { useFieldErrorText } from '../../../lib/i18n/use-field-error';
import { useDollars } from '../../../lib/i18n/use-dollars';
import { paymentMessages } from '../../../components/payment/i18n';
import { vpsMessages } from '../i18n';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { checkoutPath, startedState, useVpsSubscribe } from '../api/subscribe';
import type { OrderValues } from '../order-resolver';
import { SupportSentence } from '../../../components/support-contact';
import { PolicyConsent } from '../../../components/policy-consent';
import { PromotionCodeField, usePromotionCode } from '../../../components/promotion-code-field';

// zod and the schema arrive with the dialog's first check, not with the dashboard.
const orderResolver = lazyResolver<OrderValues>(() => import('../order-resolver').then((m) => m.orderResolver));

export interface VpsOrderDefaults {
  email?: string | null;
  name?: string | null;
}

/** The order form of one package: on success the buyer goes to /vps-checkout to pay. */
export function VpsOrderDialog({
  pkg,
  defaults,
  onClose,
}: {
  pkg: VpsPublicPackage | null;
  defaults?: VpsOrderDefaults;
  onClose: () => void;
}) {
  const t = useMessages(vpsMessages);
  const tPayment = useMessages(paymentMessages);
  // The validator's messages, in the page's language (they were shown as the validator wrote them, in English).
  const fieldError = useFieldErrorText(vpsMessages);
  const dollars = useDollars();
  const [, navigate] = useLocation();
  const subscribe = useVpsSubscribe();
  const form = useForm<OrderValues>({
    resolver: orderResolver,
    defaultValues: { email: '', name: '', operatingSystem: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Optional, as on paid hosting's checkout: the server asks for the address when the admin turned Stripe Tax on.
  const [address, setAddress] = useState(EMPTY_BILLING_ADDRESS);
  const promotion = usePromotionCode();
  const { code } = promotion;

  useEffect(() => {
    if (pkg)
      form.reset({
        email: defaults?.email ?? '',
        name: defaults?.name ?? '',
        operatingSystem: pkg.osChoices[0]?.value ?? '',
      });
  }, [pkg, defaults?.email, defaults?.name, form]);

  const onSubmit = async (values: OrderValues) => {
    if (!pkg) return;
    try {
      const started = await subscribe.mutateAsync({
        email: values.email.trim(),
        name: values.name.trim(),
        packageId: pkg.id,
        operatingSystem: values.operatingSystem,
        ...(billingOf(address) ? { billing: billingOf(address)! } : {}),
        ...(code ? { promotionCode: code } : {}),
      });
      // The server's price, discount and amount due travel with the page's history entry (they survive a reload
      // of the checkout): the checkout shows them as they are, it never works them out.
      navigate(checkoutPath(started), { state: startedState(started) });
    } catch (error) {
      const answer = parseApiError(error);
      // A refused code is the code's problem, said under its field; the order goes on without it once removed.
      if (answer.flags.field === 'promotionCode') {
        promotion.refuse(answer.message);
      } else if (answer.status === 503)
        toast({
          title: t('checkoutUnavailableTitle'),
          description: <SupportSentence format={(values) => t('checkoutUnavailable', values)} />,
          variant: 'destructive',
        });
      else
        toast({
          title: t('subscriptionFailedTitle'),
          description: answer.message || t('subscriptionFailed'),
          variant: 'destructive',
        });
    }
  };

  return (
    <Dialog open={pkg !== null} onOpenChange={(open) => !open && !isSubmitting && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('orderTitle', { name: pkg?.displayName ?? '' })}</DialogTitle>
          <DialogDescription>
            {pkg ? t('orderDescriptionPrice', { price: dollars(pkg.price) }) : t('orderDescription')}
          </DialogDescription>
        </DialogHeader>
        <form noValidate aria-label={t('orderForm')} onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <TextField
            id="vps-order-email"
            label={t('email')}
            type="email"
            autoComplete="email"
            error={fieldError(errors.email?.message)}
            {...form.register('email')}
          />
          <TextField
            id="vps-order-name"
            label={t('yourName')}
            autoComplete="name"
            hint={t('yourNameHint')}
            error={fieldError(errors.name?.message)}
            {...form.register('name')}
          />
          <div className="grid gap-2">
            <Label htmlFor="vps-order-os">{t('operatingSystem')}</Label>
            <NativeSelect
              id="vps-order-os"
              aria-invalid={errors.operatingSystem ? true : undefined}
              {...form.register('operatingSystem')}
            >
              {pkg?.osChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
            {errors.operatingSystem && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {fieldError(errors.operatingSystem.message)}
              </p>
            )}
          </div>
          <details className="rounded-lg border p-3">
            <summary className="cursor-pointer text-sm font-medium">{tPayment('billingAddressSummary')}</summary>
            <div className="pt-3">
              <BillingAddressFields
                idPrefix="vps-billing"
                values={address}
                onChange={setAddress}
                disabled={isSubmitting}
              />
            </div>
          </details>
          <PromotionCodeField id="vps-order-code" {...promotion.field} disabled={isSubmitting} />
          <PolicyConsent action="order" />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              <Lock aria-hidden="true" />
              {isSubmitting ? tPayment('processing') : t('continueToPayment')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
