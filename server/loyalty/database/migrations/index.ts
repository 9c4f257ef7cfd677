import type { LoyaltyMigration } from './loyalty-migration.js';
import { m0001LoyaltyCore } from './0001-loyalty-core.js';
import { m0002GuestSignIn } from './0002-guest-sign-in.js';
import { m0003SignInLimits } from './0003-sign-in-limits.js';
import { m0004AbortedOrderIds } from './0004-aborted-order-ids.js';
import { m0005SignInLimitLocks } from './0005-sign-in-limit-locks.js';
import { m0006CampaignConditions } from './0006-campaign-conditions.js';
import { m0007ApiKeyLogin } from './0007-api-key-login.js';
import { m0008NetworkConsole } from './0008-network-console.js';
import { m0009OrdersByVenueDay } from './0009-orders-by-venue-day.js';
import { m0010PaymentCodeGuesses } from './0010-payment-code-guesses.js';
import { m0011CheckRules } from './0011-check-rules.js';
import { m0012PaymentCodePaid } from './0012-payment-code-paid.js';
import { m0013PaymentCodeClaims } from './0013-payment-code-claims.js';

/** The loyalty database's schema history, oldest first; append only. */
export const loyaltyMigrations: readonly LoyaltyMigration[] = [
  m0001LoyaltyCore,
  m0002GuestSignIn,
  m0003SignInLimits,
  m0004AbortedOrderIds,
  m0005SignInLimitLocks,
  m0006CampaignConditions,
  m0007ApiKeyLogin,
  m0008NetworkConsole,
  m0009OrdersByVenueDay,
  m0010PaymentCodeGuesses,
  m0011CheckRules,
  m0012PaymentCodePaid,
  m0013PaymentCodeClaims,
];
