import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, EmptyState } from '@tillbridge/web-kit';
import { isGuestApiError, type GuestErrorKind } from '../api/guest-api-error';
import type { GuestProfile, GuestVirtualCard } from '../../../shared/loyalty-api/guest-api';
import { useGuestPage } from '../app/guest-context';
import type { Resource } from '../data/use-resource';
import { ResourceStatus } from '../wallet/resource-status';
import screen from '../wallet/screen.module.css';
import stacked from '@tillbridge/web-kit/stacked-list.module.css';
import styles from './cards-screen.module.css';

/** The most cards a guest may hold (the service answers 409 beyond). */
const maxCards = 5;

/** `5536910000000071` → `5536 9100 0000 0071`. */
const grouped = (number: string) => number.replace(/(.{4})(?=.)/g, '$1 ');

/** The guest's loyalty cards, plastic and virtual; a virtual card can be added here. */
export function CardsScreen({ profile }: { readonly profile: Resource<GuestProfile> }) {
  const { t } = useTranslation('cards');
  const { session } = useGuestPage();
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<GuestErrorKind>();
  const [added, setAdded] = useState<string>();
  const cards = profile.data?.loyaltyCards ?? [];
  /** The service gives a guest one virtual card, within five cards in all. */
  const full = cards.length >= maxCards;
  const hasVirtual = cards.some((card) => card.isVirtual);

  const add = () => {
    setAdding(true);
    setProblem(undefined);
    session.call<GuestVirtualCard>('cards/addVirtual').then(
      (card) => {
        setAdded(card.number);
        setAdding(false);
        profile.reload();
      },
      (error: unknown) => {
        if (!isGuestApiError(error)) throw error;
        setProblem(error.kind);
        setAdding(false);
      },
    );
  };

  return (
    <>
      <h1 className={screen.heading}>{t('title')}</h1>
      <ResourceStatus resource={profile} />
      {profile.data && cards.length === 0 && <EmptyState title={t('none')}>{t('noneText')}</EmptyState>}
      <ul className={`${stacked.list} ${stacked.medium}`} aria-label={t('title')}>
        {cards.map((card) => (
          <li key={card.track} className={`${styles.card} ${card.isVirtual ? styles.virtual : ''}`}>
            <span className={styles.kind}>
              <Badge tone={card.isVirtual ? 'accent' : 'neutral'}>{t(card.isVirtual ? 'virtual' : 'plastic')}</Badge>
              {added === card.number && <Badge tone="ok">{t('new')}</Badge>}
            </span>
            <span className={styles.number} data-testid="card-number">
              {grouped(card.number)}
            </span>
          </li>
        ))}
      </ul>
      <p className={screen.muted}>{t('howToUse')}</p>
      {problem && (
        <p className={`${screen.banner} ${problem === 'offline' ? screen.stale : screen.error}`} role="alert">
          {t(`problem.${problem === 'refused' || problem === 'offline' ? problem : 'other'}`)}
        </p>
      )}
      {full || hasVirtual ? (
        <p className={screen.muted}>{full ? t('full', { count: maxCards }) : t('hasVirtual')}</p>
      ) : (
        <Button variant="primary" onClick={add} disabled={adding || profile.data === undefined}>
          {adding ? t('adding') : t('addVirtual')}
        </Button>
      )}
    </>
  );
}
