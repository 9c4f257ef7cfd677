import type { Migration } from '../../migration.js';

/** The loyalty database's schema history, oldest first; append only. */
export const loyaltyMigrations: readonly Migration[] = [];
