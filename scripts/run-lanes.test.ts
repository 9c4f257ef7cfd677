import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve('scripts/run-lanes.mjs');

/** Runs the lanes runner on shell commands; returns its exit code and output. */
function lanes(...commands: string[]): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [script, ...commands], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout };
}

/** A shell command that prints `lines` lines tagged `name`, waiting a little between them. */
const talk = (name: string, lines: number, exitCode = 0) =>
  `node -e "let i=0;const t=setInterval(()=>{console.log('${name}',i++);if(i===${lines}){clearInterval(t);process.exitCode=${exitCode}}},5)"`;

describe('the lanes npm test runs side by side', () => {
  it('prints each lane whole, never interleaved, and passes when every lane passed', () => {
    const { status, output } = lanes(talk('one', 20), talk('two', 20));
    expect(status).toBe(0);
    const tags = output.split('\n').flatMap((line) => /^(one|two) \d+$/.exec(line)?.[1] ?? []);
    expect(tags).toHaveLength(40);
    expect(tags.join(' ')).toMatch(/^(one( one){19} two( two){19}|two( two){19} one( one){19})$/);
    expect(output.match(/^lane passed in \d+ s: /gm)).toHaveLength(2);
  });

  it('fails when one lane failed, after the others have ended', () => {
    const { status, output } = lanes(talk('bad', 1, 3), talk('good', 20));
    expect(status).toBe(1);
    expect(output).toMatch(/^lane failed \(exit code 3\) in \d+ s: .*'bad'/m);
    expect(output).toContain('good 19');
  });
});
