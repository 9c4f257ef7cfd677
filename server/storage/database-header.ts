import fs from 'node:fs';

/** What the first 100 bytes of an existing SQLite file say, read with plain file I/O (SQLite is not involved). */
export type HeaderReading =
  | { readonly kind: 'empty' }
  | { readonly kind: 'not-sqlite'; readonly problem: string }
  | { readonly kind: 'sqlite'; readonly userVersion: number; readonly truncated?: string };

const magic = Buffer.from('SQLite format 3\0', 'latin1');
const headerSize = 100;

/**
 * Reads a database file's header (https://sqlite.org/fileformat.html#the_database_header): the schema version
 * (`user_version`, offset 60), and whether the file is shorter than the page count its header vouches for. A file
 * SQLite would take for a new database (0 bytes) is `empty`.
 */
export function readDatabaseHeader(file: string): HeaderReading {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    if (size === 0) return { kind: 'empty' };
    const header = Buffer.alloc(headerSize);
    const read = fs.readSync(fd, header, 0, headerSize, 0);
    if (read < headerSize || !header.subarray(0, magic.length).equals(magic))
      return { kind: 'not-sqlite', problem: 'it is not a SQLite database (its first bytes are not a SQLite header)' };
    const rawPageSize = header.readUInt16BE(16);
    const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
    if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0)
      return { kind: 'not-sqlite', problem: `its header is damaged (page size ${rawPageSize})` };
    const userVersion = header.readInt32BE(60);
    /** The page count is only vouched for when the change counter matches "version valid for" (offset 92). */
    const pageCount = header.readUInt32BE(24) === header.readUInt32BE(92) ? header.readUInt32BE(28) : 0;
    const expected = pageCount * pageSize;
    if (pageCount > 0 && size < expected)
      return { kind: 'sqlite', userVersion, truncated: `it is cut short (${size} bytes of ${expected})` };
    return { kind: 'sqlite', userVersion };
  } finally {
    fs.closeSync(fd);
  }
}
