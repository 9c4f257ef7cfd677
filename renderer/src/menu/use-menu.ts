import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMenu } from './menu-client';
import type { MenuNode } from './menu-types';
import { menuErrorMessage } from './menu-error-message';

export type MenuLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly items: readonly MenuNode[] }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The menu of this bridge (server undefined; in the window's language, fetched again when it changes) or of another
 * authorization server; `reload` fetches it again.
 */
export function useMenu(server: string | undefined): { readonly load: MenuLoad; readonly reload: () => void } {
  const { i18n } = useTranslation();
  const [generation, setGeneration] = useState(0);
  const key = `${generation}#${server ?? ''}#${i18n.language}`;
  const [result, setResult] = useState<{ readonly key: string; readonly load: MenuLoad } | undefined>();
  useEffect(() => {
    let current = true;
    loadMenu(server)
      .then((items) => {
        if (current) setResult({ key, load: { kind: 'loaded', items } });
      })
      .catch((error: unknown) => {
        if (current) setResult({ key, load: { kind: 'failed', message: menuErrorMessage(error) } });
      });
    return () => {
      current = false;
    };
  }, [key, server]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { load: result?.key === key ? result.load : { kind: 'loading' }, reload };
}
