// Stripe's request encoding: application/x-www-form-urlencoded with bracketed nested keys
// (`items[0][price]=…`, `expand[]=…`, `metadata[kind]=…`), in a POST body or a GET query. Brackets may be
// percent-encoded. Arrays come from numeric or empty segments.

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

function segmentsOf(key: string): string[] {
  const first = /^[^[]*/.exec(key)![0];
  const rest = [...key.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
  return [first, ...rest];
}

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = segmentsOf(key);
    let node: FormValue = root;
    for (let i = 0; i < segments.length; i += 1) {
      const segment = segments[i]!;
      const last = i === segments.length - 1;
      const nextIsArray = !last && (segments[i + 1] === '' || /^\d+$/.test(segments[i + 1]!));
      if (Array.isArray(node)) {
        const index: number = segment === '' ? node.length : Number(segment);
        if (last) node[index] = value;
        else node = node[index] ??= nextIsArray ? [] : {};
      } else if (typeof node === 'object') {
        const obj: { [key: string]: FormValue } = node;
        if (last) obj[segment] = value;
        else node = obj[segment] ??= nextIsArray ? [] : {};
      }
    }
  }
  return root;
}

/** A string param (undefined when absent or not a string). */
export const str = (form: FormObject, key: string): string | undefined =>
  typeof form[key] === 'string' ? (form[key] as string) : undefined;
export const obj = (form: FormObject, key: string): FormObject =>
  form[key] && typeof form[key] === 'object' && !Array.isArray(form[key]) ? (form[key] as FormObject) : {};
export const list = (form: FormObject, key: string): FormValue[] => {
  const v = form[key];
  if (Array.isArray(v)) return v.filter((x) => x !== undefined);
  if (v && typeof v === 'object') return Object.values(v);
  return typeof v === 'string' ? [v] : [];
};
export const strings = (value: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' && !Array.isArray(value) ? value : {}).filter(
      ([, v]) => typeof v === 'string',
    ),
  ) as Record<string, string>;
export const bool = (form: FormObject, key: string): boolean | undefined => {
  const v = str(form, key);
  return v === undefined ? undefined : v === 'true';
};
