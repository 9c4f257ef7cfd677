import path from 'node:path';
import { projectRoot } from '../headless-server.js';

/** Every screen is taken in both languages of the window. */
export const shotLanguages = ['en', 'ru'] as const;
export type ShotLanguage = (typeof shotLanguages)[number];

/** docs/screenshots/<name>.png in English, <name>-ru.png in Russian. */
export const shot = (name: string, language: ShotLanguage): string =>
  path.join(projectRoot, 'docs', 'screenshots', `${name}${language === 'en' ? '' : `-${language}`}.png`);

/** A venue as it runs after its set-up: named, and a Russian one set to Russian (what it prints and how it names). */
export const bridgeLanguage = (language: ShotLanguage): string[] =>
  language === 'en'
    ? ['--venue-name', 'Cafe Tillbridge']
    : ['--venue-name', 'Кафе «Тиллбридж»', '--language', language];
