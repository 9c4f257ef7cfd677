import { describe, expect, it } from 'vitest';
import { flagValues, parseFlags, usage } from './parse-flags.js';

const specs = [
  { name: 'port', help: 'port' },
  { name: 'data-dir', help: 'data' },
];

describe('parseFlags', () => {
  it('reads --name value pairs and --help', () => {
    expect(parseFlags(['--port', '80', '--data-dir', '/d'], specs)).toEqual({ port: '80', 'data-dir': '/d' });
    expect(parseFlags(['--help'], specs).help).toBe('yes');
  });

  it('explains an unknown option, a missing value and a stray argument in one line', () => {
    expect(() => parseFlags(['--prot', '1'], specs)).toThrow(
      'Unknown option --prot: run with --help to see the options.',
    );
    expect(() => parseFlags(['--port'], specs)).toThrow(
      'Option --port needs a value: run with --help to see the options.',
    );
    expect(() => parseFlags(['serve'], specs)).toThrow(/^Unexpected argument/);
  });

  it('reads a switch as yes when given, and refuses a value for it', () => {
    const withSwitch = [...specs, { name: 'clear', help: 'clear', boolean: true as const }];
    expect(parseFlags(['--clear', '--port', '80'], withSwitch)).toEqual({ clear: 'yes', port: '80' });
    expect(parseFlags(['--port', '80'], withSwitch).clear).toBeUndefined();
    expect(() => parseFlags(['--clear=now'], withSwitch)).toThrow(
      'Option --clear takes no value: run with --help to see the options.',
    );
  });

  it('keeps every value of a flag that may be repeated, commas and all', () => {
    const withList = [...specs, { name: 'network', help: 'network', multiple: true as const }];
    const flags = parseFlags(['--network', 'a,b', '--port', '80', '--network', 'c'], withList);
    expect(flagValues(flags, 'network')).toEqual(['a,b', 'c']);
    expect(flagValues(parseFlags(['--port', '80'], withList), 'network')).toEqual([]);
  });

  it('lists every flag in the usage text', () => {
    expect(usage('npm run serve --', specs)).toContain('--data-dir');
  });
});
