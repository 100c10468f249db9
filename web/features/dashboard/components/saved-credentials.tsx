import { useState } from 'react';
import { CredentialsCard } from '../../../components/credentials-card';
import { Button } from '../../../components/ui/button';
import { clearShownOnceCredentials, getShownOnceCredentials } from '../../../lib/storage';

/** The credentials of a fresh anonymous account, until the person says they are saved. */
export function SavedCredentials() {
  const [credentials, setCredentials] = useState(getShownOnceCredentials);
  if (!credentials) return null;
  return (
    <CredentialsCard
      credentials={credentials}
      footer={
        <Button
          variant="secondary"
          onClick={() => {
            clearShownOnceCredentials();
            setCredentials(null);
          }}
        >
          I have saved these details
        </Button>
      }
    />
  );
}
