import type { ConversionType } from './conversion-target';

export interface ConversionCopy {
  title: string;
  message: string;
}

const COPY: Record<'anonymous' | 'plugin' | 'vps' | 'other', ConversionCopy> = {
  anonymous: {
    title: 'Your anonymous account is ready',
    message:
      'We generated a username, a password and a recovery phrase for you. They are shown on the next screen: save them somewhere safe before you continue.',
  },
  plugin: {
    title: 'Welcome to the Plugin Library',
    message: 'Your account is active. You can now download WordPress plugins and themes from the library.',
  },
  vps: {
    title: 'Your VPS order is confirmed',
    message: 'We have your order and are preparing your server. Its details and status will appear in your dashboard.',
  },
  other: {
    title: 'Your account is ready',
    message: 'Thank you for joining HostFree. Your free hosting dashboard is waiting for you.',
  },
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
