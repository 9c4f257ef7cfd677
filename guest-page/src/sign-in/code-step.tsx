import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@tillbridge/web-kit';
import { isGuestApiError } from '../api/guest-api-error';
import { postGuest } from '../api/guest-http';
import { sessionFrom } from '../api/guest-session';
import type { GuestTokens } from '../../../shared/loyalty-api/guest-api';
import { useGuestPage } from '../app/guest-context';
import { useCaptcha } from '../captcha/use-captcha';
import { displayPhone } from './phone-number';
import { sendCode } from './send-code';
import { checkProblem, sendProblem, type SignInProblem } from './sign-in-errors';
import styles from './sign-in.module.css';
import { useSecondsLeft } from './use-seconds-left';

export interface CodeStepProps {
  readonly phone: string;
  readonly sentAt: number;
  readonly resendAt: number;
  readonly alreadySent: boolean;
  readonly onChangePhone: () => void;
  readonly onResent: (resendSeconds: number) => void;
  readonly onSignedIn: () => void;
}

/** The 6-digit SMS code: checked when complete; a new code once the service allows it. */
export function CodeStep({ phone, sentAt, resendAt, alreadySent, onChangePhone, onResent, onSignedIn }: CodeStepProps) {
  const { t } = useTranslation('sign-in');
  const { config, session } = useGuestPage();
  const captcha = useCaptcha();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<SignInProblem>();
  const [busy, setBusy] = useState(false);
  const wrongChecks = useRef({ sentAt, count: 0 });
  const resendIn = useSecondsLeft(resendAt);

  const check = async (digits: string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const tokens = await postGuest<GuestTokens>(config.apiKey, 'auth/checksms', { phone, code: digits });
      session.start(sessionFrom(phone, tokens, Date.now()));
      onSignedIn();
    } catch (error) {
      if (!isGuestApiError(error)) throw error;
      if (wrongChecks.current.sentAt !== sentAt) wrongChecks.current = { sentAt, count: 0 };
      if (error.kind === 'unauthorized') wrongChecks.current.count += 1;
      setProblem(checkProblem(error, wrongChecks.current.count, Date.now() - sentAt));
      setCode('');
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      onResent(await sendCode(config.apiKey, phone, captcha));
      setCode('');
    } catch (error) {
      if (!isGuestApiError(error)) throw error;
      setProblem(sendProblem(error));
    }
    setBusy(false);
  };

  const typed = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 6);
    setCode(digits);
    if (digits.length === 6 && !busy) void check(digits);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === 6) void check(code);
    else setProblem({ key: 'problem.codeFormat' });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p role="status">
        {t(alreadySent ? 'alreadySent' : 'sentTo', { phone: displayPhone(phone) })}{' '}
        <button type="button" className={styles.link} onClick={onChangePhone}>
          {t('changePhone')}
        </button>
      </p>
      <TextField
        label={t('code')}
        className={styles.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        size="large"
        maxLength={6}
        value={code}
        autoFocus
        error={problem && t(problem.key, problem.values)}
        onChange={(event) => typed(event.target.value)}
      />
      <Button type="submit" variant="primary" size="large" disabled={busy}>
        {busy ? t('checking') : t('signIn')}
      </Button>
      <Button variant="ghost" disabled={busy || resendIn > 0} onClick={() => void resend()}>
        {resendIn > 0 ? t('resendIn', { seconds: resendIn }) : t('resend')}
      </Button>
    </form>
  );
}
