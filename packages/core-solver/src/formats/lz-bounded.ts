/**
 * lz-string's decompressFromBase64 with a bound on what it writes (issue 31). LZ can expand a
 * lot: a 72 KB f-puzzles link unpacked to 480 million characters and froze the page for seconds,
 * and lz-string only says how long the text was once it has built it all. This is the same
 * algorithm (lz-string 1.5.0 `_decompress`, MIT, © 2013 pieroxy) stopping as soon as the text
 * would pass `maxChars`, so the work is bounded by the limit, not by what the data expands to.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
const VALUE = new Map([...ALPHABET].map((ch, i) => [ch, i]));

/** Too long: the text would pass the bound. */
export const TOO_LONG = Symbol('too long');

/** The text, null for damaged data (as lz-string), or TOO_LONG past `maxChars` characters. */
export function decompressBase64Bounded(input: string, maxChars: number): string | null | typeof TOO_LONG {
  if (input.length === 0) return '';
  const length = input.length;
  const resetValue = 32;
  const next = (index: number) => VALUE.get(input.charAt(index)) ?? 0;
  const data = { val: next(0), position: resetValue, index: 1 };
  const read = (count: number) => {
    let bits = 0;
    for (let power = 1, i = 0; i < count; i++, power *= 2) {
      const bit = data.val & data.position;
      data.position >>= 1;
      if (data.position === 0) {
        data.position = resetValue;
        data.val = next(data.index++);
      }
      if (bit > 0) bits += power;
    }
    return bits;
  };

  const dictionary: string[] = ['', '', ''];
  let dictSize = 4;
  let numBits = 3;
  let enlargeIn = 4;
  let c: string;
  switch (read(2)) {
    case 0:
      c = String.fromCharCode(read(8));
      break;
    case 1:
      c = String.fromCharCode(read(16));
      break;
    case 2:
      return '';
    default:
      return null;
  }
  dictionary[3] = c;
  let w = c;
  const result: string[] = [c];
  let written = c.length;
  for (;;) {
    if (data.index > length) return '';
    let code = read(numBits);
    switch (code) {
      case 0:
      case 1:
        dictionary[dictSize++] = String.fromCharCode(read(code === 0 ? 8 : 16));
        code = dictSize - 1;
        enlargeIn--;
        break;
      case 2:
        return result.join('');
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    const known = dictionary[code];
    if (known) entry = known;
    else if (code === dictSize) entry = w + w.charAt(0);
    else return null;
    written += entry.length;
    if (written > maxChars) return TOO_LONG;
    result.push(entry);
    dictionary[dictSize++] = w + entry.charAt(0);
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
