import type { Migration } from '../../migration.js';
import { m0001AppEvents } from './0001-app-events.js';
import { m0002Payments } from './0002-payments.js';
import { m0003Shifts } from './0003-shifts.js';
import { m0004Terminal } from './0004-terminal.js';
import { m0005Journal } from './0005-journal.js';
import { m0006PaymentMessage } from './0006-payment-message.js';
import { m0007FewerPaymentIndexes } from './0007-fewer-payment-indexes.js';
import { m0008PaymentIndexesByTime } from './0008-payment-indexes-by-time.js';
import { m0009PaymentRecords } from './0009-payment-records.js';
import { m0010SearchWithoutEmptyDocs } from './0010-search-without-empty-docs.js';
import { m0011Stations } from './0011-stations.js';
import { m0012PartialSettlement } from './0012-partial-settlement.js';
import { m0013FarcardsChecks } from './0013-farcards-checks.js';
import { m0014OpenCheckStart } from './0014-open-check-start.js';
import { m0015OpenCheckAmounts } from './0015-open-check-amounts.js';

/** The bridge database's schema history, oldest first; append only. */
export const bridgeMigrations: readonly Migration[] = [
  m0001AppEvents,
  m0002Payments,
  m0003Shifts,
  m0004Terminal,
  m0005Journal,
  m0006PaymentMessage,
  m0007FewerPaymentIndexes,
  m0008PaymentIndexesByTime,
  m0009PaymentRecords,
  m0010SearchWithoutEmptyDocs,
  m0011Stations,
  m0012PartialSettlement,
  m0013FarcardsChecks,
  m0014OpenCheckStart,
  m0015OpenCheckAmounts,
];
