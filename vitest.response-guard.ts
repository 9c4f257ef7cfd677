import { afterEach, expect } from 'vitest';
import {
  forgetExemptions,
  installResponseGuard,
  takeViolations,
} from './server/loyalty/test-support/openapi-guard/response-guard.js';

/**
 * Every answer of the loyalty APIs a test receives (fetch) or an in-process server gives is checked against the
 * OpenAPI documents (docs/development.md, "The documents are the truth"); a test that met an undocumented one fails.
 */
installResponseGuard();
/** This setup runs again before each test file in the same worker: the exemptions of the file before end here. */
forgetExemptions();

afterEach(async () => {
  const violations = await takeViolations();
  expect(violations, 'answers the OpenAPI documents do not allow').toEqual([]);
});
