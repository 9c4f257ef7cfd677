import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@tillbridge/web-kit';
import { session as sessionApi } from '../api/console-api';
import { Notice } from '../app/notice';
import { useServiceCall } from '../app/use-service-call';
import { CredentialField } from './credential-field';
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
  const { busy, error, run } = useServiceCall();
  const [done, setDone] = useState(false);
  const mismatch = repeat.length > 0 && repeat !== password;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(() => sessionApi.setPassword(token, password).then(() => setDone(true)));
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
        <CredentialField label={t('newPassword')} autoComplete="new-password" value={password} onValue={setPassword} />
        <CredentialField
          label={t('repeatPassword')}
          autoComplete="new-password"
          value={repeat}
          error={mismatch ? t('mismatch') : undefined}
          onValue={setRepeat}
        />
        {error && <Notice tone="error">{error}</Notice>}
        <Button type="submit" variant="primary" disabled={busy || !password || repeat !== password}>
          {t('setSubmit')}
        </Button>
      </form>
    </SignInFrame>
  );
}
