import { Controller, type UseFormReturn } from '../../../lib/form';
import { TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/switch-field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { LIBRARY_CATEGORIES } from '../../../../contract/library-constants.js';
import { libraryCategoryText } from '../../../../contract/library-categories.js';
import type { LibraryItemFormInput, LibraryItemFormOutput } from '../item-form-schema';
import type { LibraryKindConfig } from '../library-kind';
import { FieldSelect } from '../../../components/field-select';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { libraryAdminMessages } from '../i18n';

/** Name, description, category, version, author and the public switch, shared by upload and edit. */
export function ItemTextFields({
  form,
  config,
  idPrefix,
  disabled,
  fromHeader = false,
}: {
  form: UseFormReturn<LibraryItemFormInput, unknown, LibraryItemFormOutput>;
  config: LibraryKindConfig;
  idPrefix: string;
  disabled?: boolean;
  /** Name, description and version may stay blank: the server reads them from the archive's header. */
  fromHeader?: boolean;
}) {
  const t = useMessages(libraryAdminMessages);
  const tError = useErrorText();
  const { errors } = form.formState;
  const headerHint = fromHeader ? t('headerHint') : undefined;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          containerClassName="content-start"
          id={`${idPrefix}-name`}
          label={t('fieldName')}
          optional={fromHeader}
          hint={headerHint}
          disabled={disabled}
          error={tError(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          containerClassName="content-start"
          id={`${idPrefix}-version`}
          label={t('fieldVersion')}
          optional={fromHeader}
          hint={headerHint}
          placeholder="1.0.0"
          disabled={disabled}
          error={tError(errors.version?.message)}
          {...form.register('version')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-description`} className="flex items-center gap-1.5">
          {t('fieldDescription')}
          {fromHeader && <span className="text-xs font-normal text-muted-foreground">{t('optionalMark')}</span>}
        </Label>
        <Textarea
          id={`${idPrefix}-description`}
          rows={3}
          disabled={disabled}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${idPrefix}-description-error` : undefined}
          {...form.register('description')}
        />
        {errors.description && (
          <p id={`${idPrefix}-description-error`} role="alert" className="text-sm font-medium text-destructive">
            {tError(errors.description.message)}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldSelect
          id={`${idPrefix}-category`}
          label={t('fieldCategory')}
          placeholder={t('chooseCategory')}
          options={LIBRARY_CATEGORIES.map((value) => ({ value, label: libraryCategoryText(t, value) }))}
          disabled={disabled}
          error={tError(errors.category?.message)}
          {...form.register('category')}
        />
        {config.fixedAuthor !== null ? (
          <TextField
            containerClassName="content-start"
            id={`${idPrefix}-author`}
            label={t('fieldAuthor')}
            value={config.fixedAuthor}
            readOnly
            aria-readonly="true"
            hint={t('authorHint')}
            variant="muted"
          />
        ) : (
          <TextField
            containerClassName="content-start"
            id={`${idPrefix}-author`}
            label={t('fieldAuthor')}
            optional
            disabled={disabled}
            error={tError(errors.author?.message)}
            {...form.register('author')}
          />
        )}
      </div>
      <Controller
        control={form.control}
        name="isPublic"
        render={({ field }) => (
          <SwitchField
            id={`${idPrefix}-public`}
            label={t('publicDownload')}
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={disabled}
            hint={config.kind === 'plugin' ? t('publicHintPlugin') : t('publicHintTheme')}
          />
        )}
      />
    </>
  );
}
