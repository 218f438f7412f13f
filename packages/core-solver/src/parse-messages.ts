/**
 * Pieces of the parser's messages (parse.ts, parse-shapes.ts): user input shown safely on one line.
 */

/** Printable form of one character for messages (control characters escaped). */
function showChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0) || code === 0x2028 || code === 0x2029) {
    return `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return ch;
}

/** Short excerpt of a long input for messages. */
export function excerpt(text: string, max = 40): string {
  const shown = [...text.slice(0, max)].map(showChar).join('');
  return text.length > max ? `${shown}…` : shown;
}

/**
 * The reason JSON.parse gives, made safe for a one-line message: V8 quotes the offending text,
 * which may hold line breaks or control characters, so those are escaped and the length capped.
 */
export function jsonReason(error: unknown): string {
  return excerpt(error instanceof Error ? error.message : String(error), 120);
}
