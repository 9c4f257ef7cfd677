import { describe, expect, it } from 'vitest';
import { defaultMenu } from '../../menu/default-menu.js';
import { menuActions } from '../../menu/menu-actions.js';
import { resolveMenu } from '../../menu/menu-config.js';
import { menuXml } from './menu-xml.js';

describe('the default menu as GetMenuList XML', () => {
  const items = resolveMenu(defaultMenu());

  it('becomes MENUITEMs with only the attributes that are set', () => {
    const xml = menuXml(items);
    const reports = (xml.MENUITEM as Record<string, unknown>[])[0]!;
    expect(reports['@_caption']).toBe('Reports');
    expect(reports).not.toHaveProperty('@_operationId');
    const shift = (reports.MENUITEM as Record<string, unknown>[])[0]!;
    const closed = (shift.MENUITEM as Record<string, unknown>[])[0]!;
    const reprint = (closed.MENUITEM as Record<string, unknown>[])[0]!;
    expect(reprint).toEqual({
      '@_caption': 'Reprint a Z-report',
      '@_operationId': menuActions['reprint-z-report'].operationId,
      '@_parameter': 'reprint-z-report',
      DIALOGINFO: { '@_dialogType': 'OneNumber', '@_caption': 'Shift number' },
    });
  });

  it('carries the Russian captions at every level', () => {
    const xml = menuXml(resolveMenu(defaultMenu('ru')));
    const reports = (xml.MENUITEM as Record<string, unknown>[])[0]!;
    const shift = (reports.MENUITEM as Record<string, unknown>[])[0]!;
    const closed = (shift.MENUITEM as Record<string, unknown>[])[0]!;
    expect([shift['@_caption'], closed['@_caption']]).toEqual(['Смена', 'Закрытые смены']);
    expect((closed.MENUITEM as Record<string, unknown>[])[0]).toEqual({
      '@_caption': 'Копия Z-отчёта',
      '@_operationId': menuActions['reprint-z-report'].operationId,
      '@_parameter': 'reprint-z-report',
      DIALOGINFO: { '@_dialogType': 'OneNumber', '@_caption': 'Номер смены' },
    });
  });
});
