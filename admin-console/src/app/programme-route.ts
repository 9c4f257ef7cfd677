import { useParams } from 'react-router';

/** The `:programme` of the current page (the shell renders pages only under `#/p/:programme`). */
export function useProgramme(): string {
  const { programme } = useParams();
  if (programme === undefined) throw new Error('useProgramme outside #/p/:programme');
  return programme;
}

/** The hash path of a programme's page; its venues when none is named. */
export const programmeHref = (programme: string, page = 'venues'): string =>
  `/p/${encodeURIComponent(programme)}/${page}`;
