import { useTranslation } from 'react-i18next';
import { managerPages, useManagerLock } from './manager-lock';

/** A page's name in the navigation, with a lock while the page waits for the manager's PIN. */
export function NavLabel({ path, label }: { readonly path: string; readonly label: string }) {
  const { t } = useTranslation('app');
  const { locked } = useManagerLock();
  if (!locked || !managerPages.has(path)) return <>{label}</>;
  return (
    <>
      <span aria-hidden="true">🔒&nbsp;</span>
      {label}
      <span className="visually-hidden">{` (${t('manager.lockedShort')})`}</span>
    </>
  );
}
