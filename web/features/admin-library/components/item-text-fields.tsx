import { Controller, type UseFormReturn } from '../../../lib/form';
import { TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/switch-field';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { CATEGORY_OPTIONS } from '../../../../contract/library-categories.js';
import type { LibraryItemFormInput, LibraryItemFormOutput } from '../item-form-schema';
import type { LibraryKindConfig } from '../library-kind';
import { FieldSelect } from '../../../components/field-select';

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
  const { errors } = form.formState;
  const headerHint = fromHeader ? 'Leave blank to use the style.css header.' : undefined;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          containerClassName="content-start"
          id={`${idPrefix}-name`}
          label="Name"
          optional={fromHeader}
          hint={headerHint}
          disabled={disabled}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          containerClassName="content-start"
          id={`${idPrefix}-version`}
          label="Version"
          optional={fromHeader}
          hint={headerHint}
          placeholder="1.0.0"
          disabled={disabled}
          error={errors.version?.message}
          {...form.register('version')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-description`} className="flex items-center gap-1.5">
          Description{fromHeader && <span className="text-xs font-normal text-muted-foreground">(optional)</span>}
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
            {errors.description.message}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldSelect
          id={`${idPrefix}-category`}
          label="Category"
          placeholder="Choose a category"
          options={CATEGORY_OPTIONS}
          disabled={disabled}
          error={errors.category?.message}
          {...form.register('category')}
        />
        {config.fixedAuthor !== null ? (
          <TextField
            containerClassName="content-start"
            id={`${idPrefix}-author`}
            label="Author"
            value={config.fixedAuthor}
            readOnly
            aria-readonly="true"
            hint="Plugins are published under the organisation's name."
            variant="muted"
          />
        ) : (
          <TextField
            containerClassName="content-start"
            id={`${idPrefix}-author`}
            label="Author"
            optional
            disabled={disabled}
            error={errors.author?.message}
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
            label="Public download"
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={disabled}
            hint={
              config.kind === 'plugin'
                ? 'Anyone may download it from its detail page, signed in or not.'
                : 'Kept with the theme in the catalogue; theme downloads always need a signed-in account.'
            }
          />
        )}
      />
    </>
  );
}
