import { builtinModules } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, Platform } from 'electron-builder';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './electron-binary.mjs';

const packageJson = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/**
 * Packages the app as `npm run dist` does (electron-builder with electron-builder.yml, over out/), into a temporary
 * folder: a stand-in for Electron's binary (it cannot be downloaded here), no rebuild of native addons, no asar (so
 * the files can be listed) and no fuses (they need the real binary). Returns the app's files, relative to its root.
 */
async function packagedFiles(): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-package-'));
  try {
    const electronDist = path.join(dir, 'electron');
    fs.mkdirSync(electronDist);
    fs.writeFileSync(path.join(electronDist, 'electron'), '', { mode: 0o755 });
    const config = parse(fs.readFileSync(path.join(projectRoot, 'electron-builder.yml'), 'utf8')) as object;
    const output = path.join(dir, 'dist');
    await build({
      projectDir: projectRoot,
      targets: Platform.LINUX.createTarget('dir'),
      config: { ...config, electronDist, npmRebuild: false, asar: false, electronFuses: null, directories: { output } },
    });
    const app = path.join(output, 'linux-unpacked', 'resources', 'app');
    return fs
      .readdirSync(app, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(app, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A file of the node build whose source is gone (moved or deleted since out/ was built): `npm run dist` builds into an
 * emptied out/, so it never ships one. Anything else in out/ is what the globs let through.
 */
function staleBuildOutput(file: string): boolean {
  const match = /^out\/((?:main|server|shared)\/.+)\.(c?js)$/.exec(file);
  if (!match) return false;
  const source = path.join(projectRoot, match[1]!);
  return !fs.existsSync(`${source}.ts`) && !fs.existsSync(`${source}.${match[2] === 'cjs' ? 'cts' : 'ts'}`);
}

/** The specifiers a compiled ES module imports: `import … from`, `export … from`, `import '…'` and `import('…')`. */
function importedSpecifiers(source: string): string[] {
  const patterns = [
    /^\s*(?:import|export)\s[^'"]*?\bfrom\s*(['"])([^'"]+)\1/gm,
    /^\s*import\s*(['"])([^'"]+)\1/gm,
    /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[2]!));
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** What test code looks like in the package: tests, test support, benches, e2e, and the helpers only tests use. */
const testCode = [
  /\.test\.[cm]?[jt]sx?$/,
  /(^|\/)test-support\//,
  /^out\/(bench|e2e)\//,
  /(^|\/)[^/]*(harness|fake-|test-database|schema-probe|fault-injection|fault-env)[^/]*$/,
];

describe('the packaged app (npm run dist)', () => {
  let files: string[];
  let own: string[];
  beforeAll(async () => {
    files = (await packagedFiles()).filter((file) => !staleBuildOutput(file));
    own = files.filter((file) => !file.startsWith('node_modules/'));
  }, 300_000);

  it('holds the app: the shell, the core, the three web apps and the production node_modules', () => {
    expect(own).toEqual(
      expect.arrayContaining([
        'package.json',
        'out/main/main.js',
        'out/server/cli/serve.js',
        'out/renderer/index.html',
        'out/guest-page/index.html',
        'out/admin-console/index.html',
      ]),
    );
    expect(files).toContain('node_modules/better-sqlite3/package.json');
  });

  it('holds no test code, no benchmarks, no source maps and no type declarations', () => {
    expect(own.filter((file) => testCode.some((pattern) => pattern.test(file)))).toEqual([]);
    expect(own.filter((file) => /\.map$|\.d\.[cm]?ts$/.test(file))).toEqual([]);
    expect(
      own.filter(
        (file) =>
          file.startsWith('out/') && !/^out\/(main|server|shared|renderer|guest-page|admin-console)\//.test(file),
      ),
    ).toEqual([]);
  });

  it('holds no test-only package, and its production dependencies name none', () => {
    expect(files.filter((file) => file.startsWith('node_modules/@sinonjs/'))).toEqual([]);
    expect(Object.keys(packageJson.dependencies)).not.toContain('@sinonjs/fake-timers');
    expect(Object.keys(packageJson.devDependencies)).toContain('@sinonjs/fake-timers');
  });

  it('every import of its node code reaches a packaged file, a production dependency, Electron or Node', () => {
    const packaged = new Set(own);
    const allowedPackages = new Set([...Object.keys(packageJson.dependencies), 'electron', ...builtinModules]);
    const broken: string[] = [];
    for (const file of own.filter((name) => /^out\/(main|server|shared)\/.+\.c?js$/.test(name))) {
      const source = fs.readFileSync(path.join(projectRoot, file), 'utf8');
      for (const specifier of importedSpecifiers(source)) {
        if (specifier.startsWith('node:')) continue;
        const ok = specifier.startsWith('.')
          ? packaged.has(path.posix.join(path.posix.dirname(file), specifier))
          : allowedPackages.has(packageName(specifier));
        if (!ok) broken.push(`${file} imports ${specifier}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
