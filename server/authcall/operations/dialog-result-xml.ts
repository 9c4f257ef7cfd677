import { HttpError } from '../../errors/http-error.js';
import type { DialogResult } from '../../menu/dialog-result.js';
import { dialogTypes, type DialogType } from '../../menu/menu-actions.js';
import { attribute, childElement, type XmlElement } from '../xml/authcall-xml.js';

const intervals: readonly DialogType[] = ['DateInterval', 'NumberInterval'];

/**
 * Reads the optional `DialogResult` child of `ExecMenuItem`. Its shape is the driver's business, so a wrong shape is a
 * 400: an unknown `dialogType`, an interval without `from`/`to`, a single value without `value`, both kinds mixed.
 */
export function readDialogResult(root: XmlElement): DialogResult | undefined {
  const repeated = root.DialogResult;
  if (repeated === undefined) return undefined;
  if (Array.isArray(repeated)) throw new HttpError(400, '<ExecMenuItem> carries more than one <DialogResult>');
  const element = childElement(root, 'DialogResult');
  if (!element) throw new HttpError(400, '<DialogResult> must carry its values as attributes');
  const type = attribute(element, 'dialogType');
  if (!type || !(dialogTypes as readonly string[]).includes(type))
    throw new HttpError(400, `<DialogResult> dialogType must be one of ${dialogTypes.join(', ')}; got "${type ?? ''}"`);
  const [from, to, value] = ['from', 'to', 'value'].map((name) => attribute(element, name));
  if (intervals.includes(type as DialogType)) {
    if (from === undefined || to === undefined || value !== undefined)
      throw new HttpError(400, `<DialogResult dialogType="${type}"> needs the attributes from and to (and no value)`);
    return { type: type as 'DateInterval' | 'NumberInterval', from: from.trim(), to: to.trim() };
  }
  if (value === undefined || from !== undefined || to !== undefined)
    throw new HttpError(400, `<DialogResult dialogType="${type}"> needs the attribute value (and no from or to)`);
  return { type: type as 'OneDate' | 'OneNumber', value: value.trim() };
}
