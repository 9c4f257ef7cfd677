/** Placeholder until the test run's PostgreSQL lands (helper wt-a writes the real one). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  throw new Error('no test PostgreSQL yet');
}
