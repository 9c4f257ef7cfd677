/** The four dialog kinds of `DIALOGINFO/@dialogType`. */
export const dialogTypes = ['DateInterval', 'NumberInterval', 'OneDate', 'OneNumber'] as const;
export type DialogType = (typeof dialogTypes)[number];

/** What a menu item can do; each has a fixed operation id (stable across restarts and installs). */
export interface MenuAction {
  readonly operationId: string;
  /** The dialog the station shows before running it, with the default caption. */
  readonly dialog?: { readonly type: DialogType; readonly caption: string };
}

/** A table of data: its entries repeat one shape on purpose. */
export const menuActions = {
  'x-report': { operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2001}' },
  'reprint-z-report': {
    operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2002}',
    dialog: { type: 'OneNumber', caption: 'Shift number' },
  },
  'period-report': {
    operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2003}',
    dialog: { type: 'DateInterval', caption: 'Period: first and last day' },
  },
  'day-report': {
    operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2004}',
    dialog: { type: 'OneDate', caption: 'Day' },
  },
  'payments-by-amount': {
    operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2005}',
    dialog: { type: 'NumberInterval', caption: 'Amount from / to' },
  },
  'guest-balance': {
    operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2006}',
    dialog: { type: 'OneNumber', caption: 'Phone or card number' },
  },
  'accrue-bonuses': {
    operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2007}',
    dialog: { type: 'OneNumber', caption: 'Bonuses to accrue' },
  },
  'sync-now': { operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2008}' },
  'test-connection': { operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2009}' },
  /** The second step of "Accrue bonuses": the reason, by its number (the protocol's dialogs take no text). */
  'accrue-reason': {
    operationId: '{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2010}',
    dialog: {
      type: 'OneNumber',
      caption: 'Reason: 1 Complaint, 2 Birthday, 3 Till error, 4 Promotion missed, 5 Other',
    },
  },
} as const satisfies Record<string, MenuAction>;

export type MenuActionName = keyof typeof menuActions;
export const menuActionNames = Object.keys(menuActions) as MenuActionName[];

/** A GUID string in braces, as the protocol writes identifiers. */
export const bracedGuid = /^\{[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\}$/;
