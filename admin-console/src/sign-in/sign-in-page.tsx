import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button, TextField } from '@tillbridge/web-kit';
import { session as sessionApi } from '../api/console-api';
import { refusalMessage } from '../api/refusal-message';
import { Notice } from '../app/notice';
import { useSession } from '../app/session';
import { SignInFrame } from './sign-in-frame';

/** The administrator's sign-in: email and password; a wrong pair and the lock after many are said as the service says. */
export function SignInPage() {
  const { t } = useTranslation('sign-in');
  const { session, checkError, signedIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  if (session) return <Navigate to="/" replace />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    sessionApi
      .signIn(email.trim(), password)
      .then(signedIn)
      .catch((reason: unknown) => setError(refusalMessage(reason)))
      .finally(() => setBusy(false));
  };
  return (
    <SignInFrame title={t('title')}>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('email')}
          type="email"
          autoComplete="username"
          value={email}
          required
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          value={password}
          required
          onChange={(event) => setPassword(event.target.value)}
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
