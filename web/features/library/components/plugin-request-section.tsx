import { Clock, MessageSquarePlus, Send } from 'lucide-react';
import { useForm } from '../../../lib/form';
import { PLUGIN_REQUESTS_PER_DAY } from '../../../../contract/library-constants.js';
import { TextField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/session';
import { useSubmitPluginRequest } from '../api/submit-plugin-request';
import type { PluginRequestInput as RequestInput, PluginRequestValues as RequestValues } from '../form-resolvers';
import { pluginRequestResolver } from '../lazy-form-resolvers';
import { useMessages } from '../../../lib/i18n/messages';
import { libraryMessages } from '../i18n';

/** The plugin library's request section (001 §2, §5, §9): 2 requests a day, fulfilled in 48 to 72 hours. */
export function PluginRequestSection() {
  const t = useMessages(libraryMessages);
  const { user } = useCurrentUser();
  const form = useForm<RequestInput, unknown, RequestValues>({
    resolver: pluginRequestResolver,
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      pluginName: '',
    },
  });
  const submit = useSubmitPluginRequest();
  const { errors } = form.formState;

  const onSubmit = (values: RequestValues) =>
    submit.mutate(values, {
      onSuccess: (answer) => {
        toast({ title: t('requestSubmittedTitle'), description: answer.message });
        form.reset({ ...values, pluginName: '' });
      },
      onError: (error) =>
        toast({
          title: t('requestFailedTitle'),
          description: parseApiError(error).message || t('requestFailedFallback'),
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby="plugin-request-title">
      <Card>
        <CardHeader>
          <CardTitle id="plugin-request-title" className="flex items-center gap-2">
            <MessageSquarePlus className="size-5 text-primary" aria-hidden="true" />
            {t('requestTitle')}
          </CardTitle>
          <CardDescription>{t('requestIntro')}</CardDescription>
          <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            <li className="flex items-center gap-1.5">
              <Send className="size-4" aria-hidden="true" />
              {t('requestsPerDay', { count: PLUGIN_REQUESTS_PER_DAY })}
            </li>
            <li className="flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {t('fulfilledIn')}
            </li>
          </ul>
        </CardHeader>
        <CardContent>
          <form
            noValidate
            onSubmit={form.handleSubmit(onSubmit)}
            className="grid gap-4 sm:grid-cols-2"
            aria-label={t('requestForm')}
          >
            <TextField
              containerClassName="content-start"
              id="request-first-name"
              label={t('firstName')}
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextField
              containerClassName="content-start"
              id="request-last-name"
              label={t('lastName')}
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
            <TextField
              containerClassName="content-start"
              id="request-email"
              label={t('email')}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
            <TextField
              containerClassName="content-start"
              id="request-plugin-name"
              label={t('pluginName')}
              placeholder={t('pluginNamePlaceholder')}
              error={errors.pluginName?.message}
              {...form.register('pluginName')}
            />
            <div className="sm:col-span-2">
              <Button type="submit" disabled={submit.isPending}>
                <Send aria-hidden="true" />
                {submit.isPending ? t('submitting') : t('submitRequest')}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
