import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, TextField } from '@tillbridge/web-kit';
import { session as sessionApi } from '../api/console-api';
import { Notice } from '../app/notice';
import { refusalMessage } from '../api/refusal-message';
import { SignInFrame } from './sign-in-frame';

/**
 * The one-time link's page (`#/set-password/<token>`): a new password typed twice, then on to sign-in. The service
 * decides what a good password is; its refusal names the rule.
 */
export function SetPasswordPage() {
  const { t } = useTranslation('sign-in');
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const mismatch = repeat.length > 0 && repeat !== password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    sessionApi
      .setPassword(token, password)
      .then(() => setDone(true))
      .catch((reason: unknown) => setError(refusalMessage(reason)))
      .finally(() => setBusy(false));
  };
  if (done)
    return (
      <SignInFrame title={t('setTitle')}>
        <Notice tone="ok">{t('setDone')}</Notice>
        <Link to="/sign-in">{t('toSignIn')}</Link>
      </SignInFrame>
    );
  return (
    <SignInFrame title={t('setTitle')}>
      <p>{t('setIntro')}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          label={t('repeatPassword')}
          type="password"
          autoComplete="new-password"
          value={repeat}
          error={mismatch ? t('mismatch') : undefined}
          onChange={(event) => setRepeat(event.target.value)}
        />
        {error && <Notice tone="error">{error}</Notice>}
        <Button type="submit" variant="primary" disabled={busy || !password || repeat !== password}>
          {t('setSubmit')}
        </Button>
      </form>
    </SignInFrame>
  );
}
