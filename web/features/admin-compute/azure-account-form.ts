import { COMPUTE_MESSAGES, parseRegionList } from '../../../contract/compute-constants.js';
import { type AzureAccount, type AzureAccountBody } from '../../../contract/compute-accounts.js';

// 001 §5 Azure rules: name, tenant, client and subscription required ('All required fields must be filled');
// the client secret required on create ('Client secret is required'), optional on edit (blank keeps the stored
// one); regions comma-separated, trimmed, empty entries dropped.

export interface AzureFormValues {
  name: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
  subscriptionId: string;
  allowedRegions: string;
  isActive: boolean;
}

export function azureFormValues(account: AzureAccount | null): AzureFormValues {
  return account
    ? {
        name: account.name,
        tenantId: account.tenantId,
        clientId: account.clientId,
        clientSecret: '',
        subscriptionId: account.subscriptionId,
        allowedRegions: account.allowedRegions.join(', '),
        isActive: account.isActive,
      }
    : {
        name: '',
        tenantId: '',
        clientId: '',
        clientSecret: '',
        subscriptionId: '',
        allowedRegions: '',
        isActive: true,
      };
}

/** The first rule broken, or null. */
export function validateAzureForm(values: AzureFormValues, isEdit: boolean): string | null {
  if (![values.name, values.tenantId, values.clientId, values.subscriptionId].every((v) => v.trim()))
    return COMPUTE_MESSAGES.azureRequired;
  if (!isEdit && !values.clientSecret.trim()) return COMPUTE_MESSAGES.azureSecretRequired;
  return null;
}

export function azureFormToBody(values: AzureFormValues): AzureAccountBody {
  const secret = values.clientSecret.trim();
  return {
    name: values.name.trim(),
    tenantId: values.tenantId.trim(),
    clientId: values.clientId.trim(),
    ...(secret ? { clientSecret: secret } : {}),
    subscriptionId: values.subscriptionId.trim(),
    allowedRegions: parseRegionList(values.allowedRegions),
    isActive: values.isActive,
  };
}
