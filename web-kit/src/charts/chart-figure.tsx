import type { ReactNode } from 'react';
import styles from './chart-figure.module.css';

/** One chart in its framed figure, captioned; the canvas is an image named by the title and a summary in words. */
export function ChartFigure({
  title,
  summary,
  children,
}: {
  readonly title: string;
  readonly summary: string;
  readonly children: ReactNode;
}) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <div className={styles.canvas} role="img" aria-label={`${title}: ${summary}`}>
        {children}
      </div>
    </figure>
  );
}
