import type { TFunction } from 'i18next';

/**
 * Why a setting cannot be changed in the window, in the window's language: the start flag or environment variable the
 * server named (`overridden` of GET /api/settings: `--flag` or `environment variable NAME`).
 */
export function overriddenNote(t: TFunction, source: string): string {
  const variable = /^environment variable (\S+)$/.exec(source)?.[1];
  return variable ? t('settings:overriddenEnv', { variable }) : t('settings:overriddenFlag', { flag: source });
}
