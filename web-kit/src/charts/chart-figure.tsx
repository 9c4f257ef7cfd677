import { cloneElement, type ReactElement } from 'react';
import styles from './chart-figure.module.css';

/**
 * One chart in its framed figure, captioned; the chart is an image named by the title and a summary in words. The
 * chart's own canvas (an unnamed `role="img"` of react-chartjs-2) is hidden from assistive technology, so the named
 * image is the only one there.
 */
export function ChartFigure({
  title,
  summary,
  children,
}: {
  readonly title: string;
  readonly summary: string;
  readonly children: ReactElement<{ 'aria-hidden'?: boolean }>;
}) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <div className={styles.canvas} role="img" aria-label={`${title}: ${summary}`}>
        {cloneElement(children, { 'aria-hidden': true })}
      </div>
    </figure>
  );
}
