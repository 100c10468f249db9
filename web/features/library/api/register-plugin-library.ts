import { useMutation } from '@tanstack/react-query';
import type { DeviceInfo, User } from '../../../../contract/accounts.js';
import { apiJson } from '../../../lib/api-client';

export interface PluginLibraryRegisterBody {
  firstName: string;
  lastName: string;
  email: string;
  country: string;
  password: string;
  fingerprintHash: string;
  deviceInfo: DeviceInfo;
}

export interface PluginLibraryRegisterAnswer {
  token?: string | null;
  user: User;
  message?: string;
}

/** POST /api/plugin-library-register (000 §7): a client account with library access. */
export function registerPluginLibrary(body: PluginLibraryRegisterBody): Promise<PluginLibraryRegisterAnswer> {
  return apiJson<PluginLibraryRegisterAnswer>('POST', '/api/plugin-library-register', body);
}

export function useRegisterPluginLibrary() {
  return useMutation({ mutationFn: registerPluginLibrary });
}
