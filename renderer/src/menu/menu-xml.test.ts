import { describe, expect, it } from 'vitest';
import { execMenuItemXml, MenuProtocolError, parseExecMenuItem, parseMenuList } from './menu-xml';

const menu = `<?xml version="1.0" encoding="utf-8"?><GetMenuListResponse version="2"><MENU>
<MENUITEM caption="Reports"><MENUITEM caption="Shift"><MENUITEM caption="Closed"><MENUITEM caption="Reprint &amp; copy" operationId="{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2002}" parameter="reprint" userRight="{AAAAAAAA-0000-0000-0000-000000000001}"><DIALOGINFO dialogType="OneNumber" caption="Shift number"/></MENUITEM></MENUITEM></MENUITEM></MENUITEM>
<MENUITEM caption="Sync" operationId="{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2008}"/></MENU></GetMenuListResponse>`;

describe('menu XML', () => {
  it('reads a MENU tree of any depth with its attributes and dialogs', () => {
    const items = parseMenuList(menu);
    expect(items.map((item) => item.caption)).toEqual(['Reports', 'Sync']);
    const leaf = items[0]!.items[0]!.items[0]!.items[0]!;
    expect(leaf).toEqual({
      caption: 'Reprint & copy',
      operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2002}',
      parameter: 'reprint',
      userRight: '{AAAAAAAA-0000-0000-0000-000000000001}',
      dialog: { type: 'OneNumber', caption: 'Shift number' },
      items: [],
    });
    expect(items[1]).toEqual({ caption: 'Sync', operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2008}', items: [] });
  });

  it('refuses another root, an unknown dialog type and entity declarations', () => {
    expect(() => parseMenuList('<Other/>')).toThrow(MenuProtocolError);
    expect(() =>
      parseMenuList(
        '<GetMenuListResponse><MENU><MENUITEM caption="x" operationId="{1}"><DIALOGINFO dialogType="Color"/></MENUITEM></MENU></GetMenuListResponse>',
      ),
    ).toThrow(/unknown dialogType "Color"/);
    expect(() => parseMenuList('<!DOCTYPE x [<!ENTITY a "b">]><GetMenuListResponse/>')).toThrow(/DOCTYPE/);
  });

  it('writes ExecMenuItem with an interval or one value, escaping text', () => {
    const node = { caption: 'x', operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2003}', parameter: 'a<b', items: [] };
    expect(execMenuItemXml(node, { dialogType: 'DateInterval', from: '2026-11-01', to: '2026-11-21' })).toBe(
      '<?xml version="1.0" encoding="utf-8"?><ExecMenuItem version="2"><OperationId>{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2003}</OperationId><Parameter>a&lt;b</Parameter><DialogResult dialogType="DateInterval" from="2026-11-01" to="2026-11-21"/></ExecMenuItem>',
    );
    expect(execMenuItemXml(node, { dialogType: 'OneNumber', value: '-3.5' })).toContain(
      '<DialogResult dialogType="OneNumber" value="-3.5"/>',
    );
    expect(execMenuItemXml(node)).not.toContain('DialogResult');
  });

  it('reads OpResult, DisplayT and every PrinterT document, empty lines kept', () => {
    const result = parseExecMenuItem(
      '<ExecMenuItemResponse version="2"><OpResult>1</OpResult><PrinterT><Unfiscal CutAfter="1"><TextLine Text="  A  "/><TextLine Text=""/></Unfiscal><Unfiscal CutAfter="0"><TextLine Text="B"/></Unfiscal></PrinterT><DisplayT>Done &amp; printed</DisplayT></ExecMenuItemResponse>',
    );
    expect(result).toEqual({
      ok: true,
      display: 'Done & printed',
      documents: [
        { cutAfter: true, lines: ['  A  ', ''] },
        { cutAfter: false, lines: ['B'] },
      ],
    });
    expect(
      parseExecMenuItem('<ExecMenuItemResponse><OpResult>0</OpResult><DisplayT>No</DisplayT></ExecMenuItemResponse>'),
    ).toEqual({
      ok: false,
      display: 'No',
      documents: [],
    });
  });
});
