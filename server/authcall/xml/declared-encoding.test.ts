import iconv from 'iconv-lite';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBridge, tag, type TestBridge } from '../../payments/test-support/station-driver.js';

let bridge: TestBridge;
beforeAll(async () => {
  bridge = await startTestBridge();
});
afterAll(() => bridge.service.close());

/** A day-report with a value that is not a date: the station's reply quotes the value back, Cyrillic and all. */
function dayReport(encoding: string, value: string): string {
  return (
    `<?xml version="1.0" encoding="${encoding}"?><ExecMenuItem version="2">` +
    `<OperationId>{6D3A2F10-8B4C-4E1D-9A57-1C0E5B7D2004}</OperationId><Parameter>day-report</Parameter>` +
    `<DialogResult dialogType="OneDate" value="${value}"/></ExecMenuItem>`
  );
}

async function send(body: Buffer, contentType = 'application/xml') {
  const reply = await request(`${bridge.url}/authcall.xml/execmenuitem.xml`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  const text = await reply.body.text();
  return { status: reply.statusCode, text, display: tag(text, 'DisplayT') };
}

/** The reply escapes the quotes: `tag` reads the raw text. */
const echoed = (value: string) => `Day: &quot;${value}&quot; is not a date (YYYY-MM-DD).`;

describe('the encoding a station body is read in', () => {
  it.each([
    ['windows-1251', 'среда'],
    ['cp866', 'четверг'],
    ['koi8-r', 'пятница'],
    ['UTF-8', 'суббота'],
  ])('honours the declaration %s when the Content-Type names no charset', async (encoding, value) => {
    const reply = await send(iconv.encode(dayReport(encoding, value), encoding));
    expect(reply).toMatchObject({ status: 200, display: echoed(value) });
  });

  it('reads windows-1251 named by the charset of the Content-Type', async () => {
    const body = iconv.encode(dayReport('windows-1251', 'вторник'), 'windows-1251');
    const reply = await send(body, 'application/xml; charset=windows-1251');
    expect(reply).toMatchObject({ status: 200, display: echoed('вторник') });
  });

  it('takes the header over a declaration that disagrees with it (HTTP decides)', async () => {
    const utf8 = Buffer.from(dayReport('windows-1251', 'понедельник'), 'utf8');
    const reply = await send(utf8, 'text/xml; charset=utf-8');
    expect(reply).toMatchObject({ status: 200, display: echoed('понедельник') });
    const cp1251 = iconv.encode(dayReport('utf-8', 'воскресенье'), 'windows-1251');
    const asHeader = await send(cp1251, 'text/xml; charset=windows-1251');
    expect(asHeader.display).toBe(echoed('воскресенье'));
  });

  it('refuses an encoding label it does not know, naming it (415, plain text)', async () => {
    const reply = await send(Buffer.from(dayReport('x-klingon', '1')));
    expect(reply.status).toBe(415);
    expect(reply.text).toBe(`the XML declaration's encoding "x-klingon" is not supported: send UTF-8 or windows-1251`);
  });

  it('reads UTF-8 when neither the header nor the body names a charset', async () => {
    const body = Buffer.from(dayReport('utf-8', 'вечер').replace(' encoding="utf-8"', ''), 'utf8');
    expect((await send(body)).display).toBe(echoed('вечер'));
  });
});
