import type { ConversionType } from './conversion-target';
import type { ConversionKey } from './i18n';

/** The welcome's title and message, as catalogue keys (conversion.json). */
export interface ConversionCopy {
  title: ConversionKey;
  message: ConversionKey;
}

const COPY: Record<'anonymous' | 'plugin' | 'vps' | 'other', ConversionCopy> = {
  anonymous: { title: 'titleAnonymous', message: 'messageAnonymous' },
  plugin: { title: 'titlePlugin', message: 'messagePlugin' },
  vps: { title: 'titleVps', message: 'messageVps' },
  other: { title: 'titleOther', message: 'messageOther' },
};

export function conversionCopy(type: ConversionType): ConversionCopy {
  switch (type) {
    case 'anonymous':
    case 'plugin':
    case 'vps':
      return COPY[type as 'anonymous' | 'plugin' | 'vps'];
    default:
      return COPY.other;
  }
}
