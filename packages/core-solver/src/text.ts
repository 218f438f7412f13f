/**
 * Text as it arrives from files and streams: UTF-8 with or without a byte-order mark, and the
 * ways it goes wrong (UTF-16, NUL bytes, bytes that are not UTF-8), named in words for messages.
 * Browser-safe: bytes are Uint8Array, decoding is TextDecoder.
 */

/** U+FEFF, the byte-order mark as a decoded character. */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * One character for a message, never the raw character when it would not print: 'x' for a
 * printable one, else its code point and what it is ("U+0000 (a NUL byte)").
 */
export function describeChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  if (code === 0) return `${hex} (a NUL byte)`;
  if (code === 9) return `${hex} (a tab)`;
  if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) return `${hex} (a control character)`;
  if (code === 0x2028 || code === 0x2029) return `${hex} (a line separator)`;
  if (code === 0xfeff) return `${hex} (a byte-order mark)`;
  if (code === 0xfffd) return `${hex} (the replacement character: bytes that are not UTF-8)`;
  if ((code >= 0x200b && code <= 0x200f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2060 && code <= 0x206f)) {
    return `${hex} (an invisible formatting character)`;
  }
  if (code >= 0xd800 && code <= 0xdfff) return `${hex} (half of a UTF-16 pair)`;
  return `'${ch}'`;
}

/**
 * Text for a one-line message, cut to `max` characters (then "…"): control and formatting
 * characters (line breaks, byte-order marks, zero-width and bidi marks), line separators, private
 * and unassigned code points and U+FFFD are shown as \\uXXXX, never raw.
 */
export function printableText(text: string, max = Number.POSITIVE_INFINITY): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return cut.replace(
    /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\uFFFD]/gu,
    (ch) => `\\u${ch.codePointAt(0)!.toString(16).padStart(4, '0')}`,
  );
}

/** "line 3, column 7" of a 0-based offset into a text (lines end at \n, \r\n or \r). */
export function lineColumn(text: string, offset: number): string {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      start = i + 1;
    }
  }
  return `line ${line}, column ${offset - start + 1}`;
}

/**
 * Whether the bytes are UTF-16: a UTF-16 byte-order mark (FF FE or FE FF), or ASCII with a NUL
 * after (or before) every character, as Windows tools write it without a mark.
 */
export function isUtf16(bytes: Uint8Array): boolean {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)))
    return true;
  const pairs = Math.min(32, Math.floor(bytes.length / 2));
  if (pairs < 2) return false;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < pairs; i++) {
    const even = bytes[2 * i]!;
    const odd = bytes[2 * i + 1]!;
    if (even === 0 && odd !== 0 && odd < 0x80) evenNul++;
    if (odd === 0 && even !== 0 && even < 0x80) oddNul++;
  }
  return evenNul === pairs || oddNul === pairs;
}

/** Whether the bytes start with the UTF-8 byte-order mark EF BB BF. */
export function hasUtf8Bom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** Why a decoded text is not usable puzzle text (NUL bytes, undecodable bytes), or null. */
export function textProblem(text: string, decodeFailed = false): string | null {
  const nul = text.indexOf('\0');
  if (nul >= 0) return `a NUL byte at ${lineColumn(text, nul)} (is it a binary file?)`;
  if (decodeFailed) {
    const bad = text.indexOf('\uFFFD');
    return `bytes that are not UTF-8 text at ${lineColumn(text, Math.max(0, bad))}; save it as UTF-8`;
  }
  return null;
}

export class TextDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TextDecodeError';
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenientUtf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The text of a file's bytes: UTF-8, a leading UTF-8 byte-order mark dropped. UTF-16, NUL bytes
 * and bytes that are not UTF-8 throw a TextDecodeError whose message (to follow "X is …" or "X
 * has …") says what it is in words.
 */
export function decodeText(bytes: Uint8Array): string {
  if (isUtf16(bytes)) throw new TextDecodeError('is UTF-16 text; save it as UTF-8');
  const body = hasUtf8Bom(bytes) ? bytes.subarray(3) : bytes;
  let text: string;
  let failed = false;
  try {
    text = strictUtf8.decode(body);
  } catch {
    text = lenientUtf8.decode(body);
    failed = true;
  }
  const problem = textProblem(text, failed);
  if (problem) throw new TextDecodeError(`has ${problem}`);
  return text;
}
