import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultDataDir } from '../../server/config/app-data-dir.js';
import { hiddenFlag } from '../launch-options.js';

/** The Windows installer cannot be built here (no Electron binary, no Windows): its configuration is checked instead. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const builder = parse(fs.readFileSync(path.join(root, 'electron-builder.yml'), 'utf8')) as {
  nsis: Record<string, unknown>;
  win: Record<string, unknown>;
};
const script = fs.readFileSync(path.join(root, 'main/installer/tillbridge.nsh'), 'utf8');
const macro = (name: string): string => new RegExp(`!macro ${name}\\n([\\s\\S]*?)!macroend`).exec(script)?.[1] ?? '';

describe('the Windows installer, fit for a shared till', () => {
  it('installs per machine, one click, so /S runs it silently', () => {
    expect(builder.nsis).toMatchObject({ perMachine: true, oneClick: true, allowElevation: true });
    expect(builder.nsis.include).toBe('main/installer/tillbridge.nsh');
  });

  it('keeps the data folder where the app looks for it: %ProgramData%\\Tillbridge', () => {
    expect(script).toContain('ReadEnvStr $TillbridgeData PROGRAMDATA');
    expect(script).toContain('StrCpy $TillbridgeData "$TillbridgeData\\Tillbridge"');
    expect(defaultDataDir('win32', { ProgramData: 'D:\\PD' }, 'C:\\Users\\till', () => false)).toBe(
      'D:\\PD\\Tillbridge',
    );
    expect(macro('customInstall')).toMatch(/icacls "\$\{TILLBRIDGE_DATA\}" \/grant \*S-1-5-32-545:\(OI\)\(CI\)M/);
  });

  it('takes the till’s settings from a bridge.config.json beside the installer, keeping the previous one', () => {
    const install = macro('customInstall');
    expect(install).toContain('IfFileExists "$EXEDIR\\bridge.config.json"');
    expect(install).toContain(
      'CopyFiles /SILENT "$EXEDIR\\bridge.config.json" "${TILLBRIDGE_DATA}\\bridge.config.json"',
    );
    expect(install).toContain('"${TILLBRIDGE_DATA}\\bridge.config.json.bak"');
  });

  it('starts with every user’s session, hidden until a payment needs the window', () => {
    expect(macro('customInstall')).toContain(
      `WriteRegStr HKLM "\${TILLBRIDGE_RUN_KEY}" "Tillbridge" '"$INSTDIR\\\${APP_EXECUTABLE_FILENAME}" ${hiddenFlag}'`,
    );
    expect(macro('customUnInstall')).toContain('DeleteRegValue HKLM "${TILLBRIDGE_RUN_KEY}" "Tillbridge"');
  });

  it('keeps the data on uninstall and on update unless asked (/DELETEDATA, or Yes to the question)', () => {
    expect(builder.nsis.deleteAppDataOnUninstall).toBe(false);
    const uninstall = macro('customUnInstall');
    expect(uninstall).toMatch(/\$\{ifNot\} \$\{isUpdated\}[\s\S]*RMDir \/r "\$\{TILLBRIDGE_DATA\}"/);
    expect(uninstall).toContain('${GetOptions} $R0 "/DELETEDATA" $R1');
    expect(uninstall).toMatch(/MessageBox MB_YESNO\|MB_ICONQUESTION\|MB_DEFBUTTON2 .* \/SD IDNO IDNO/);
  });

  it('signs only with a certificate from the environment (CSC_LINK), never one named in the configuration', () => {
    for (const key of ['certificateFile', 'certificatePassword', 'certificateSubjectName', 'certificateSha1'])
      expect(builder.win).not.toHaveProperty(key);
  });

  /**
   * Skipped where NSIS is not installed (a bare machine and CI install nothing beyond npm): the checks above cover what
   * the script does there; a developer with Debian's `nsis` package also gets it compiled.
   */
  const makensis = spawnSync('makensis', ['-VERSION']).status === 0;
  it.skipIf(!makensis)('compiles with NSIS (where makensis is installed)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tillbridge-nsis-'));
    const wrapper = path.join(dir, 'check.nsi');
    fs.writeFileSync(
      wrapper,
      [
        'Unicode true',
        '!include "LogicLib.nsh"',
        '!include "FileFunc.nsh"',
        '!define APP_EXECUTABLE_FILENAME "Tillbridge.exe"',
        '!macro _isUpdated _a _b _t _f',
        '  StrCmp "" "" `${_f}` `${_t}`',
        '!macroend',
        '!define isUpdated `"" isUpdated ""`',
        'Name "check"',
        `OutFile "${path.join(dir, 'check.exe')}"`,
        `!include "${path.join(root, 'main/installer/tillbridge.nsh')}"`,
        'Section "install"',
        '  !insertmacro customInstall',
        '  WriteUninstaller "$TEMP\\u.exe"',
        'SectionEnd',
        'Section "uninstall"',
        '  !insertmacro customUnInstall',
        'SectionEnd',
      ].join('\n'),
    );
    const output = execFileSync('makensis', ['-V2', '-WX', wrapper], { encoding: 'utf8' });
    expect(output).not.toMatch(/error/i);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
