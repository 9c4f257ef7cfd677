import styles from './spinner.module.css';

export function Spinner({ label }: { readonly label: string }) {
  return (
    <span className={styles.wrap} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}

/** A determinate bar when `value` is known (0..1), an indeterminate one otherwise. */
export function ProgressBar({ label, value }: { readonly label: string; readonly value?: number | undefined }) {
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value === undefined ? undefined : Math.round(value * 100)}
    >
      <div
        className={value === undefined ? styles.indeterminate : styles.fill}
        style={value === undefined ? undefined : { width: `${Math.round(value * 100)}%` }}
      />
    </div>
  );
}
