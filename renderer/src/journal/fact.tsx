import type { ReactNode } from 'react';

/** One term of a detail's fact list; nothing when it has no value. */
export function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
