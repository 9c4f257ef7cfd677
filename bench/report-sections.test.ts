import { describe, expect, it } from 'vitest';
import { sectionLines, withSection } from './report-sections.js';

const section = { metric: 'merged metric', notePrefix: 'Merged:' };
const row = (value: string) => ({ metric: 'merged metric', tillbridge: value, baseline: 'b', target: 't', pass: true });
const report = ['# Title', '', '| metric | Tillbridge | baseline | target | ok |', '|---|---|---|---|---|'];
const own = '| own metric | 1 | b | t | yes |';

describe('a section another bench merges into a report', () => {
  it('goes after the last row and the note at the end, then replaces its earlier version in place', () => {
    const first = withSection([...report, own, '', 'Own note.'].join('\n'), section, row('1 ms'), 'Merged: first.');
    expect(first.split('\n')).toEqual([
      ...report,
      own,
      '| merged metric | 1 ms | b | t | yes |',
      '',
      'Own note.',
      'Merged: first.',
      '',
    ]);
    const second = withSection(first, section, row('2 ms'), 'Merged: second.');
    expect(second).toBe(first.replace('1 ms', '2 ms').replace('Merged: first.', 'Merged: second.'));
  });

  it("is found again in the report's text, rows and notes apart, and nothing else with it", () => {
    const text = withSection([...report, own, '', 'Own note.'].join('\n'), section, row('1 ms'), 'Merged: first.');
    expect(sectionLines(text, [section])).toEqual({
      rows: ['| merged metric | 1 ms | b | t | yes |'],
      notes: ['Merged: first.'],
    });
    expect(sectionLines(text, [])).toEqual({ rows: [], notes: [] });
  });
});
