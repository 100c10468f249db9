import { KeyRound, LifeBuoy, LogIn, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AnonymousForm } from './anonymous-form';
import { LoginForm } from './login-form';
import { RecoverForm } from './recover-form';
import { RegisterForm } from './register-form';

export const AUTH_TABS = ['anonymous', 'login', 'register', 'recover'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export function isAuthTab(value: string | null): value is AuthTab {
  return !!value && (AUTH_TABS as readonly string[]).includes(value);
}

import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../i18n';

/** The four ways in of /auth: Anonymous, Login, Register, Recover. */
export function AuthTabs({
  initialTab = 'anonymous',
  onAnonymousSubmit,
}: {
  initialTab?: AuthTab;
  /** Called as an anonymous sign-up is sent: the page fetches what it shows next while the server answers. */
  onAnonymousSubmit?: () => void;
}) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const t = useMessages(authMessages);
  const [loginUsername, setLoginUsername] = useState('');
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
      <TabsList className="grid h-auto w-full grid-cols-2 justify-center gap-1 sm:grid-cols-4">
        <TabsTrigger value="anonymous">
          <KeyRound aria-hidden="true" />
          {t('tabAnonymous')}
        </TabsTrigger>
        <TabsTrigger value="login">
          <LogIn aria-hidden="true" />
          {t('tabLogin')}
        </TabsTrigger>
        <TabsTrigger value="register">
          <UserPlus aria-hidden="true" />
          {t('tabRegister')}
        </TabsTrigger>
        <TabsTrigger value="recover">
          <LifeBuoy aria-hidden="true" />
          {t('tabRecover')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="anonymous" className="mt-4">
        <AnonymousForm onSubmitStart={onAnonymousSubmit} />
      </TabsContent>
      <TabsContent value="login" className="mt-4">
        <LoginForm key={loginUsername} defaultUsername={loginUsername} />
      </TabsContent>
      <TabsContent value="register" className="mt-4">
        <RegisterForm />
      </TabsContent>
      <TabsContent value="recover" className="mt-4">
        <RecoverForm
          onSignInWith={(username) => {
            setLoginUsername(username);
            setTab('login');
          }}
        />
      </TabsContent>
    </Tabs>
  );
}
