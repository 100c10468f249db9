// The shared CloudProvider contract (cloud-provider-contract.ts) for Azure, through the real client against sandbox/azure.ts.
import { randomBytes } from 'node:crypto';
import { startFakeAzure } from '../../../../../sandbox/azure.js';
import { createAzureHttpClient } from '../../../../integrations/azure/http-client.js';
import { createSecretBox } from '../../../../lib/secret-box.js';
import { cloudProviderContract } from '../cloud-provider-contract.js';
import { createAzureProvider } from './index.js';

cloudProviderContract('Azure', async () => {
  const fake = await startFakeAzure();
  const provider = createAzureProvider({
    secretBox: createSecretBox(randomBytes(32).toString('hex')),
    clients: {
      azureClientFactory: (credentials) =>
        createAzureHttpClient(credentials, {
          loginUrl: fake.loginUrl,
          managementUrl: fake.managementUrl,
          timeoutMs: 500,
          retryPauseMs: 0,
          lroPollMs: 0,
          lroMaxWaitMs: 3000,
        }),
    },
  });
  return {
    provider,
    connection: provider.connectWith(fake.principal),
    refused: provider.connectWith({ ...fake.principal, clientSecret: 'not-the-secret' }),
    switches: fake.switches,
    settle: () => fake.settleAll(),
    received: (ref) => {
      const group = [...fake.groups.values()].find((g) => g.name.toLowerCase() === ref.group?.toLowerCase());
      const sent = group?.vms.get(ref.providerInstanceId.toLowerCase())?.launchedWith;
      return { userData: sent?.customData ?? null, sshKeys: sent?.sshKeys ?? [] };
    },
    stop: () => fake.stop(),
  };
});
