// The shared CloudProvider contract (cloud-provider-contract.ts) for Vultr, through the real client against sandbox/vultr.ts.
import { randomBytes } from 'node:crypto';
import { startFakeVultr } from '../../../../../sandbox/vultr.js';
import { createVultrHttpClient } from '../../../../integrations/vultr/http-client.js';
import { createSecretBox } from '../../../../lib/secret-box.js';
import { cloudProviderContract } from '../cloud-provider-contract.js';
import { createVultrProvider } from './index.js';

cloudProviderContract('Vultr', async () => {
  const fake = await startFakeVultr();
  fake.readsToActive = 1;
  const provider = createVultrProvider({
    secretBox: createSecretBox(randomBytes(32).toString('hex')),
    clients: {
      vultrClientFactory: (apiKey) =>
        createVultrHttpClient({ baseUrl: fake.apiUrl, apiKey, timeoutMs: 500, retryPauseMs: 0 }),
    },
  });
  return {
    provider,
    connection: provider.connectKey(fake.apiKey),
    refused: provider.connectKey('not-a-vultr-key'),
    switches: fake.switches,
    settle: () => fake.activateAll(),
    received: (ref) => ({ userData: fake.instances.get(ref.providerInstanceId)?.user_data ?? null, sshKeys: [] }),
    stop: () => fake.stop(),
  };
});
