import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@tillbridge/web-kit';
import { isGuestApiError } from '../api/guest-api-error';
import { useGuestPage } from '../app/guest-context';
import { useCaptcha } from '../captcha/use-captcha';
import { toE164 } from './phone-number';
import { sendCode } from './send-code';
import { sendProblem, type SignInProblem } from './sign-in-errors';
import styles from './sign-in.module.css';

/** A code already sent to this phone a moment ago: the guest enters that one; a new one can come after a minute. */
const waitAfterRefusedResend = 60;

export function PhoneStep({
  initial,
  onSent,
}: {
  readonly initial: string;
  readonly onSent: (phone: string, resendSeconds: number, alreadySent: boolean) => void;
}) {
  const { t } = useTranslation('sign-in');
  const { config } = useGuestPage();
  const captcha = useCaptcha();
  const [typed, setTyped] = useState(initial);
  const [problem, setProblem] = useState<SignInProblem>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = toE164(typed, config.phoneRegion);
    if (!phone) return setProblem({ key: 'problem.phoneInvalid' });
    setProblem(undefined);
    setSending(true);
    try {
      onSent(phone, await sendCode(config.apiKey, phone, captcha), false);
    } catch (error) {
      if (!isGuestApiError(error)) throw error;
      if (error.kind === 'wait') return onSent(phone, waitAfterRefusedResend, true);
      setProblem(sendProblem(error));
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        size="large"
        value={typed}
        placeholder={t('phonePlaceholder')}
        hint={t('phoneHint')}
        error={problem && t(problem.key, problem.values)}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="primary" size="large" disabled={sending}>
        {sending ? t('sending') : t('getCode')}
      </Button>
      <p className={styles.fine}>{t('captchaNote')}</p>
    </form>
  );
}
