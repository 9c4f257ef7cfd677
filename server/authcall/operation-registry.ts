import type { OperationSpec } from './operation-handler.js';
import { authPayOperation } from './operations/authpay.js';
import { cancelPayOperation } from './operations/cancelpay.js';
import { confPayOperation } from './operations/confpay.js';
import { doShiftOperation } from './operations/doshift.js';
import { execMenuItemOperation } from './operations/execmenuitem.js';
import { getMenuListOperation } from './operations/getmenulist.js';
import { voidPayOperation } from './operations/voidpay.js';

/** Every operation of `/authcall.xml/<op>.xml`. Append new operations here. */
export const operationRegistry: readonly OperationSpec[] = [
  authPayOperation,
  confPayOperation,
  voidPayOperation,
  cancelPayOperation,
  doShiftOperation,
  getMenuListOperation,
  execMenuItemOperation,
];
