import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from '../local-api/parse-input.js';
import { HttpError } from '../errors/http-error.js';
import { findUnstorableText, isStorableText, jsonPath } from './storable-text.js';

describe('text a database can store as sent', () => {
  it('refuses U+0000 and unpaired surrogates, takes every other character, surrogate pairs included', () => {
    for (const text of ['a\u0000', '\u0000', 'a\ud800', '\udfffb', '\ud83d', 'x\ude00y'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    for (const text of ['', 'Anna', '😀', '\ud83d\ude00', '\u0001\u001f\u007f', '\uffff\ufffe', 'Пётр'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it('names the path of the first value or key that holds one', () => {
    const order = { order: { items: [{ product: { code: 'A' } }, { product: { code: 'B', name: 'x\u0000' } }] } };
    expect(jsonPath(findUnstorableText(order)!)).toBe('order.items[1].product.name');
    expect(jsonPath(findUnstorableText({ guest: { ['first\ud800']: 'Anna' } })!)).toBe('guest.first\ud800');
    expect(jsonPath(findUnstorableText('\u0000')!)).toBe('body');
    expect(findUnstorableText({ a: [1, true, null, 'ok', { b: '😀' }] })).toBeUndefined();
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(100_000);
  });

  it("the bridge's own API refuses it with 400 9004 naming the field", () => {
    const schema = z.object({ name: z.string() });
    expect(parseInput(schema, { name: 'Till 1' })).toEqual({ name: 'Till 1' });
    try {
      parseInput(schema, { name: 'Till\u00001' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 400, code: '9004', params: { field: 'name' } });
      expect((error as HttpError).message).toMatch(/^name: must not contain the character U\+0000/);
    }
  });
});
