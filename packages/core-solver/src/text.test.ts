import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText, describeChar, isUtf16, lineColumn, printableText, TextDecodeError } from './text.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

function decodeError(input: Uint8Array): string {
  try {
    decodeText(input);
  } catch (error) {
    expect(error).toBeInstanceOf(TextDecodeError);
    return (error as Error).message;
  }
  throw new Error('expected a TextDecodeError');
}

/** UTF-16 bytes of ASCII text, little or big endian, with or without a byte-order mark. */
function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const out: number[] = bom ? (endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (const ch of text) out.push(...(endian === 'le' ? [ch.charCodeAt(0), 0] : [0, ch.charCodeAt(0)]));
  return Uint8Array.from(out);
}

describe('describeChar', () => {
  it('quotes printable characters and names the rest with their code point', () => {
    expect(describeChar('x')).toBe("'x'");
    expect(describeChar('é')).toBe("'é'");
    expect(describeChar('\u0000')).toBe('U+0000 (a NUL byte)');
    expect(describeChar('\t')).toBe('U+0009 (a tab)');
    expect(describeChar('\u001b')).toBe('U+001B (a control character)');
    expect(describeChar('\u0085')).toBe('U+0085 (a control character)');
    expect(describeChar('\u2028')).toBe('U+2028 (a line separator)');
    expect(describeChar('\ufeff')).toBe('U+FEFF (a byte-order mark)');
    expect(describeChar('\u202e')).toBe('U+202E (an invisible formatting character)');
  });

  it('never returns a control character, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), (ch) => {
        expect(describeChar(ch)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u);
      }),
      { numRuns: 500, seed: 12 },
    );
  });
});

describe('decodeText', () => {
  it('reads UTF-8 and drops a leading byte-order mark', () => {
    expect(decodeText(utf8('53..7'))).toBe('53..7');
    expect(decodeText(bytes(0xef, 0xbb, 0xbf, ...utf8('53..7\n')))).toBe('53..7\n');
    expect(decodeText(utf8('é😀'))).toBe('é😀');
    expect(decodeText(bytes())).toBe('');
  });

  it('refuses UTF-16 with either byte-order mark, or NUL-interleaved without one', () => {
    for (const endian of ['le', 'be'] as const) {
      for (const bom of [true, false]) {
        expect(decodeError(utf16('53..7....6..195....\n', endian, bom))).toBe('is UTF-16 text; save it as UTF-8');
      }
    }
    expect(isUtf16(utf8('53..7....6..195....'))).toBe(false);
    expect(isUtf16(bytes(0x35))).toBe(false);
  });

  it('names a NUL byte and undecodable bytes with their line and column', () => {
    expect(decodeError(utf8('53..7\n....\n123\u00004'))).toBe(
      'has a NUL byte at line 3, column 4 (is it a binary file?)',
    );
    expect(decodeError(bytes(...utf8('12\r\n3'), 0xff, 0x34))).toBe(
      'has bytes that are not UTF-8 text at line 2, column 2; save it as UTF-8',
    );
  });

  it('lineColumn counts \\n, \\r\\n and a lone \\r as one line end each', () => {
    expect(lineColumn('ab\r\ncd\ref\ngh', 11)).toBe('line 4, column 2');
    expect(lineColumn('abc', 0)).toBe('line 1, column 1');
  });
});

describe('printableText', () => {
  it('shows control, formatting and separator characters as \\uXXXX and cuts long text', () => {
    expect(printableText('a\nb\u0000c\ufeffd\u200be\u2028f\ufffd')).toBe(
      'a\\u000ab\\u0000c\\ufeffd\\u200be\\u2028f\\ufffd',
    );
    expect(printableText('１😀é')).toBe('１😀é');
    expect(printableText('x'.repeat(50), 40)).toBe(`${'x'.repeat(40)}…`);
  });
});
