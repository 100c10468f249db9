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

/** The four ways in of /auth: Anonymous, Login, Register, Recover. */
export function AuthTabs({ initialTab = 'anonymous' }: { initialTab?: AuthTab }) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [loginUsername, setLoginUsername] = useState('');
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
      <TabsList className="grid h-auto w-full grid-cols-2 justify-center gap-1 sm:grid-cols-4">
        <TabsTrigger value="anonymous">
          <KeyRound aria-hidden="true" />
          Anonymous
        </TabsTrigger>
        <TabsTrigger value="login">
          <LogIn aria-hidden="true" />
          Login
        </TabsTrigger>
        <TabsTrigger value="register">
          <UserPlus aria-hidden="true" />
          Register
        </TabsTrigger>
        <TabsTrigger value="recover">
          <LifeBuoy aria-hidden="true" />
          Recover
        </TabsTrigger>
      </TabsList>
      <TabsContent value="anonymous" className="mt-4">
        <AnonymousForm />
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
