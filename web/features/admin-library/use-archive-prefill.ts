import { useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from '../../lib/form';
import { uploadSlug } from '../../../contract/wp-headers.js';
import { checkLibraryDuplicate } from './api/check-duplicate';
import type { LibraryItemFormInput, LibraryItemFormOutput } from './item-form-schema';
import type { LibraryKind } from './library-kind';
import { readZipHeader } from './lib/zip-header';

// When the admin chooses a zip: read its WordPress header in the browser (lib/zip-header.ts), fill the
// fields the admin has left blank, and ask the server whether the slug is already taken — all before a
// byte is uploaded. Advice only: the upload itself is checked again by the server.

type PrefillField = 'name' | 'version' | 'description' | 'author';
/** The form's own limits (item-form-schema.ts): a longer header value is left for the server to use. */
const LIMITS: Record<PrefillField, number> = { name: 200, version: 50, description: 20_000, author: 200 };

export function useArchivePrefill(
  kind: LibraryKind,
  form: UseFormReturn<LibraryItemFormInput, unknown, LibraryItemFormOutput>,
) {
  const [filled, setFilled] = useState(false);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  // What the last zip put in each field, so the next zip may replace it unless the admin changed it.
  const filledValues = useRef<Partial<Record<PrefillField, string>>>({});
  const run = useRef(0);

  const forget = useCallback(() => {
    run.current += 1;
    filledValues.current = {};
    setFilled(false);
    setDuplicate(null);
  }, []);

  const inspect = useCallback(
    async (file: File | null) => {
      for (const [field, value] of Object.entries(filledValues.current) as [PrefillField, string][]) {
        if (form.getValues(field) === value) form.setValue(field, '');
      }
      forget();
      const id = run.current;
      if (!file) return;
      const header = await readZipHeader(kind, file);
      if (id !== run.current || !header) return;
      const values: Record<PrefillField, string | null> = {
        name: header.name,
        version: header.version,
        description: header.description,
        author: kind === 'theme' ? header.author : null,
      };
      // Not the field the admin is typing in, even when it is blank at this moment: its text is theirs.
      const typingIn = typeof document === 'undefined' ? null : document.activeElement?.getAttribute('name');
      for (const [field, value] of Object.entries(values) as [PrefillField, string | null][]) {
        if (!value || value.length > LIMITS[field] || form.getValues(field).trim() !== '' || typingIn === field)
          continue;
        form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });
        filledValues.current[field] = value;
      }
      setFilled(Object.keys(filledValues.current).length > 0);
      const slug = uploadSlug(header, form.getValues('name'));
      if (!slug) return;
      try {
        const answer = await checkLibraryDuplicate(kind, slug);
        if (id === run.current && answer.duplicate) setDuplicate(answer.message);
      } catch {
        // No answer: the upload's own check still refuses a duplicate.
      }
    },
    [kind, form, forget],
  );

  return { inspect, forget, filled, duplicate };
}
