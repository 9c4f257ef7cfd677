import { catalogLookup, type Catalog } from '../shared/i18n/language.js';

/** What the desktop shell itself says (the tray and its native dialogs), in the till's language. */
const en = {
  show: 'Show Tillbridge',
  startAtLogin: 'Start at login',
  quit: 'Quit Tillbridge',
  cannotRun: 'Tillbridge cannot run',
  starting: 'Bridge starting…',
  running: (host: string) => `Bridge running at ${host}`,
  restarting: (attempt: number, of: number) => `Bridge restarting (attempt ${attempt} of ${of})`,
  failed: (message: string) => `Bridge stopped: ${message}`,
  stopped: 'Bridge stopped',
};

const ru: Catalog<typeof en> = {
  show: 'Показать Tillbridge',
  startAtLogin: 'Запускать при входе',
  quit: 'Выйти из Tillbridge',
  cannotRun: 'Tillbridge не может работать',
  starting: 'Мост запускается…',
  running: (host) => `Мост работает на ${host}`,
  restarting: (attempt, of) => `Мост перезапускается (попытка ${attempt} из ${of})`,
  failed: (message) => `Мост остановлен: ${message}`,
  stopped: 'Мост остановлен',
};

export const shellTexts = catalogLookup({ en, ru });
