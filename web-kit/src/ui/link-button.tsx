import type { ButtonHTMLAttributes } from 'react';
import styles from './link-button.module.css';

/** A button drawn as bold accent text, as a table cell's way into its row's detail; `className` adds to the look. */
export function LinkButton({ className, type, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type ?? 'button'} className={`${styles.link} ${className ?? ''}`} {...rest} />;
}
