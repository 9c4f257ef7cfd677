import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuestPage } from '../app/guest-context';
import { PageFrame } from '../app/page-frame';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import screen from '../wallet/screen.module.css';
import styles from './sign-in.module.css';

/** Where the guest is in signing in: typing the phone, or the code sent to it (and when it was sent). */
type Step =
  | { readonly step: 'phone' }
  | {
      readonly step: 'code';
      readonly phone: string;
      readonly sentAt: number;
      readonly resendAt: number;
      /** The service had sent a code to this phone moments before: that one is the one to enter. */
      readonly alreadySent: boolean;
    };

/** Sign-in by phone: the phone (with the captcha solved by the browser), then the 6-digit SMS code. */
export function SignIn({
  sessionRefused,
  onSignedIn,
}: {
  /** The last session ended because the service refused it (not by signing out): said above the form. */
  readonly sessionRefused: boolean;
  readonly onSignedIn: () => void;
}) {
  const { t } = useTranslation('sign-in');
  const { config } = useGuestPage();
  const [step, setStep] = useState<Step>({ step: 'phone' });
  const [lastPhone, setLastPhone] = useState('');
  return (
    <PageFrame title={config.network.name}>
      <section className={styles.intro}>
        <h1 className={styles.title}>{t('title', { network: config.network.name })}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </section>
      {sessionRefused && (
        <p className={`${screen.banner} ${screen.stale}`} role="status">
          {t('sessionEnded')}
        </p>
      )}
      {step.step === 'phone' ? (
        <PhoneStep
          initial={lastPhone}
          onSent={(phone, resendSeconds, alreadySent) => {
            setLastPhone(phone);
            const now = Date.now();
            setStep({ step: 'code', phone, sentAt: now, resendAt: now + resendSeconds * 1000, alreadySent });
          }}
        />
      ) : (
        <CodeStep
          phone={step.phone}
          sentAt={step.sentAt}
          resendAt={step.resendAt}
          alreadySent={step.alreadySent}
          onChangePhone={() => setStep({ step: 'phone' })}
          onResent={(resendSeconds) =>
            setStep({ ...step, sentAt: Date.now(), resendAt: Date.now() + resendSeconds * 1000, alreadySent: false })
          }
          onSignedIn={onSignedIn}
        />
      )}
    </PageFrame>
  );
}
