import { useState } from 'react';
import { CredentialsCard } from '../../../components/credentials-card';
import { Button } from '../../../components/ui/button';
import { clearShownOnceCredentials, getShownOnceCredentials } from '../../../lib/storage';
import { useMessages } from '../../../lib/i18n/messages';
import { dashboardMessages } from '../i18n';

/** The credentials of a fresh anonymous account, until the person says they are saved. */
export function SavedCredentials() {
  const [credentials, setCredentials] = useState(getShownOnceCredentials);
  const t = useMessages(dashboardMessages);
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
          {t('savedCredentials')}
        </Button>
      }
    />
  );
}
