import type { Resource } from 'i18next';

/** Turns `{'../../../renderer/src/menu/locales/en.json': {...}}` into i18next resources `{en: {menu: {...}}}`. */
export function collectResources(modules: Readonly<Record<string, Record<string, unknown>>>): Resource {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, content] of Object.entries(modules)) {
    const match = /\/([\w-]+)\/locales\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, namespace, language] = match as unknown as [string, string, string];
    (resources[language] ??= {})[namespace] = content;
  }
  return resources as Resource;
}
