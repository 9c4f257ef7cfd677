import crypto from 'node:crypto';
import pg from 'pg';

/** Where the global test setup (vitest.global-setup.ts) puts the address of the run's PostgreSQL, for the workers. */
export const postgresUrlVariable = 'TILLBRIDGE_TEST_POSTGRES_URL';

export interface TestDatabase {
  /** Connects as the server's superuser to this database only. */
  readonly url: string;
  /** Removes the database, ending whatever connections it still has. */
  drop(): Promise<void>;
}

/** A new, empty database of its own on the run's PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env[postgresUrlVariable];
  if (!adminUrl) {
    throw new Error(
      `${postgresUrlVariable} is not set: the tests' PostgreSQL is started by vitest.global-setup.ts; run tests with vitest (npx vitest run FILE), which runs that setup first.`,
    );
  }
  const name = `tillbridge_test_${crypto.randomBytes(8).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
