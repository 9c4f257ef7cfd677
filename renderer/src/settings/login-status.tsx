import { useTranslation } from 'react-i18next';
import { useLoyaltyReachable } from '../status/use-loyalty-reachable';
import edged from '@tillbridge/web-kit/edged.module.css';
import styles from './login-status.module.css';

/** With an API password: whether the bridge is logged in to the loyalty service, or why not. Nothing without one. */
export function LoginStatus() {
  const { t } = useTranslation('settings');
  const login = useLoyaltyReachable()?.login;
  if (!login || login.state === 'pending') return null;
  if (login.state === 'ok') return <p className={styles.ok}>{t('loginOk')}</p>;
  return (
    <p className={`${edged.edged} ${edged.danger} ${styles.failed}`} role="alert" data-testid="login-failed">
      {t('loginFailed', { reason: t(`status:loginProblems.${login.problem ?? 'refused'}`) })}
    </p>
  );
}
