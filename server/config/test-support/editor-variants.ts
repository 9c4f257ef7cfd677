/** A text as editors may save it: with a UTF-8 byte-order mark (Windows Notepad), CRLF line ends, or both. */
export const editorVariants: readonly (readonly [string, (text: string) => Buffer])[] = [
  ['a UTF-8 byte-order mark', (text) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
  ['CRLF line ends', (text) => Buffer.from(text.replace(/\n/g, '\r\n'))],
  [
    'a byte-order mark and CRLF line ends',
    (text) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text.replace(/\n/g, '\r\n'))]),
  ],
];
