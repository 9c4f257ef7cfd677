import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { apiDocuments } from '../test-support/openapi-guard/api-documents.js';
import { jsonSchemaOfOpenApi } from '../test-support/openapi-guard/json-schema-of-openapi.js';

/** The request schema of a b2b path as the document gives it, compiled by ajv. */
async function requestValidator(path: string) {
  const [loyalty] = await apiDocuments();
  const ajv = new Ajv({ strict: false, multipleOfPrecision: 9 });
  addFormats.default(ajv);
  for (const format of ['double', 'float', 'int32', 'int64']) ajv.addFormat(format, true);
  ajv.addSchema(jsonSchemaOfOpenApi(loyalty?.document, 'loyalty') as object, 'loyalty');
  const pointer = `loyalty#/paths/${path.replace(/\//g, '~1')}/post/requestBody/content/application~1json/schema`;
  const validate = ajv.getSchema(pointer);
  if (!validate) throw new Error(`no request schema at ${pointer}`);
  return (body: unknown) => validate(body);
}

const organization = { type: 'posObjectId', id: 'v1' };
const guest = { type: 'phone', phone: '+79991234567' };
const order = {
  openedAt: '2025-03-01T10:00:00Z',
  items: [{ product: { code: 'C', name: 'Coffee' }, price: 120, cost: 120, quantity: 1 }],
};

describe('/openapi.json is as strict as the validators', () => {
  it('calculate takes no guest, a null guest, or a guest with a phone', async () => {
    const valid = await requestValidator('/b2b/v1/loyalty/orders/calculate');
    expect(valid({ order, organization })).toBe(true);
    expect(valid({ order, organization, guest: null })).toBe(true);
    expect(valid({ order, organization, guest })).toBe(true);
    expect(valid({ order, organization, guest: { type: 'phone' } })).toBe(false);
  });

  it('amounts have 2 decimals and addBonus takes only more than 0; quantities are more than 0', async () => {
    const addBonus = await requestValidator('/b2b/v1/loyalty/guests/addBonus');
    const body = { guest, organization, comment: '' };
    expect(addBonus({ ...body, amount: 10.5 })).toBe(true);
    expect(addBonus({ ...body, amount: 0 })).toBe(false);
    expect(addBonus({ ...body, amount: 1.005 })).toBe(false);
    const calculate = await requestValidator('/b2b/v1/loyalty/orders/calculate');
    const line = order.items[0];
    expect(calculate({ organization, order: { ...order, items: [{ ...line, quantity: 0 }] } })).toBe(false);
    expect(calculate({ organization, order: { ...order, items: [{ ...line, price: -1 }] } })).toBe(false);
  });

  it('guests/find takes exactly one way of finding the guest', async () => {
    const valid = await requestValidator('/b2b/v1/loyalty/guests/find');
    expect(valid({ organization, phone: '+79991234567' })).toBe(true);
    expect(valid({ organization })).toBe(false);
    expect(valid({ organization, phone: '+79991234567', cardNumber: '1001' })).toBe(false);
  });
});
