// Azure's own answers that are not the contract's, kept in the server's compute-providers catalogue by their English
// text (so the credential test reaches the admin in their language); a template's value is Azure's own name.
export const AZURE_MESSAGES = {
  /** `{subscription}`: the subscription's display name, else its id. */
  connected: 'Connected to {subscription}',
} as const;
