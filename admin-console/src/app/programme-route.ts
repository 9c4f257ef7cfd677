import { useParams } from 'react-router';
import type { ProgrammeRef } from '../../../shared/api/admin-console';
import { useSession } from './session';

/** The `:programme` of the current page (the shell renders pages only under `#/p/:programme`). */
export function useProgramme(): string {
  const { programme } = useParams();
  if (programme === undefined) throw new Error('useProgramme outside #/p/:programme');
  return programme;
}

/** The hash path of a programme's page; its venues when none is named. */
export const programmeHref = (programme: string, page = 'venues'): string =>
  `/p/${encodeURIComponent(programme)}/${page}`;

/** The current programme as the session lists it (its name and kind); the shell renders pages only for listed ones. */
export function useProgrammeRef(): ProgrammeRef {
  const id = useProgramme();
  const found = useSession().session?.programmes.find((p) => p.id === id);
  if (!found) throw new Error(`programme ${id} is not in the session`);
  return found;
}
