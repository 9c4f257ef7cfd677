import pg from 'pg';

/** int8 (counts, sums of bigint columns) and numeric (sums) as JS numbers: every value here is below 2^53. */
export const postgresTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};
