import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  readonly title?: ReactNode;
  /** Buttons or badges shown at the right of the title. */
  readonly actions?: ReactNode;
  /** 1 for a card that is the whole page (a sign-in card); 2 by default. */
  readonly titleLevel?: 1 | 2 | 3;
}

/** A surface with an optional title row; `Panel` is the same without a border shadow, for nesting. */
export function Card({ title, actions, titleLevel = 2, className, children, ...rest }: CardProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[titleLevel - 1]!;
  return (
    <section className={`${styles.card} ${className ?? ''}`} {...rest}>
      {(title !== undefined || actions !== undefined) && (
        <header className={styles.head}>
          {title !== undefined && <Heading className={styles.title}>{title}</Heading>}
          {actions !== undefined && <div className={styles.actions}>{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}

export function Panel({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={`${styles.panel} ${className ?? ''}`} {...rest} />;
}
