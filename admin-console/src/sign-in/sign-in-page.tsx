import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button } from '@tillbridge/web-kit';
import { session as sessionApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';
import { useSession } from '../app/session';
import { useServiceCall } from '../app/use-service-call';
import { CredentialField } from './credential-field';
import { SignInFrame } from './sign-in-frame';

/** The administrator's sign-in: email and password; a wrong pair and the lock after many are said as the service says. */
export function SignInPage() {
  const { t } = useTranslation('sign-in');
  const { session, checkError, signedIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, run } = useServiceCall();
  if (session) return <Navigate to="/" replace />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(() => sessionApi.signIn(email.trim(), password).then(signedIn));
  };
  return (
    <SignInFrame title={t('title')}>
      <form onSubmit={submit} noValidate>
        <CredentialField label={t('email')} autoComplete="username" value={email} onValue={setEmail} required />
        <CredentialField
          label={t('password')}
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          required
        />
        {error && <Notice tone="error">{error}</Notice>}
        {!error && checkError !== undefined && <Notice tone="error">{refusalMessage(checkError)}</Notice>}
        <Button type="submit" variant="primary" disabled={busy || !email.trim() || !password}>
          {t('submit')}
        </Button>
      </form>
      <p>{t('forgot')}</p>
    </SignInFrame>
  );
}
