import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PluginLibraryRegisterBody, pluginLibraryRegisterResponse } from '../../../../contract/library.js';
import { apiJson } from '../../../lib/api-client';

export type PluginLibraryRegisterAnswer = z.infer<typeof pluginLibraryRegisterResponse>;

/** POST /api/plugin-library-register (000 §7): a client account with library access. */
export function registerPluginLibrary(body: PluginLibraryRegisterBody): Promise<PluginLibraryRegisterAnswer> {
  return apiJson<PluginLibraryRegisterAnswer>('POST', '/api/plugin-library-register', body);
}

export function useRegisterPluginLibrary() {
  return useMutation({ mutationFn: registerPluginLibrary });
}
