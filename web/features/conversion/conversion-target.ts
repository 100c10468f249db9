// Reads /conversion's query (000 §2: type defaults to account, destination to /) and builds where to go next.

export type ConversionType = 'anonymous' | 'plugin' | 'vps' | 'account' | (string & {});

export interface ConversionParams {
  type: ConversionType;
  destination: string;
}

export class ConversionInitError extends Error {}

export function readConversionParams(search: string): ConversionParams {
  const params = new URLSearchParams(search);
  const type = params.get('type')?.trim() || 'account';
  const destination = params.get('destination')?.trim() || '/';
  // Only same-site paths: a crafted link must not bounce a new account to another site.
  if (!destination.startsWith('/') || destination.startsWith('//') || destination.startsWith('/\\')) {
    throw new ConversionInitError(`Refusing destination ${destination}`);
  }
  return { type, destination };
}

/** The destination with from=conversion appended, keeping its own query string and fragment. */
export function withFromConversion(destination: string): string {
  const url = new URL(destination, 'http://local.invalid');
  url.searchParams.set('from', 'conversion');
  return `${url.pathname}${url.search}${url.hash}`;
}

export function destinationPathname(destination: string): string {
  return new URL(destination, 'http://local.invalid').pathname;
}
