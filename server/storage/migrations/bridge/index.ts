import type { Migration } from '../../migration.js';
import { m0001AppEvents } from './0001-app-events.js';
import { m0002Payments } from './0002-payments.js';

/** The bridge database's schema history, oldest first; append only. */
export const bridgeMigrations: readonly Migration[] = [m0001AppEvents, m0002Payments];
