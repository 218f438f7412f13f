/**
 * A pool file read a piece at a time (issue 31 §2): the text of a top-level JSON array, fed in
 * chunks of any size, comes out one element's text at a time, so a pool of a million records is
 * never one string or one array in memory.
 *
 * The scanner follows only the array's own structure — strings (with their escapes) and the
 * nesting of brackets — to find where each element ends; each element's text is then JSON.parse's
 * to judge. Anything the array's grammar does not allow (text before "[" or after "]", a missing
 * or extra comma, an unclosed array) is an error with its line. The layout does not matter: the
 * generator writes one record per line, a hand-edited or pretty-printed pool reads the same.
 *
 * Alongside, what poolEncodingProblem looks for in a whole text (a byte-order mark, UTF-16, NUL
 * bytes, bytes that were not UTF-8) is noted as it goes by.
 */

/** One element of the array: its text and the line it starts on (1-based). */
export interface ScannedElement {
  text: string;
  line: number;
}

/** Longest element a pool may hold: a stored record is a few KB; more is damage, not a puzzle. */
export const MAX_ELEMENT_CHARS = 1 << 20;

enum State {
  Start,
  AfterOpen,
  InValue,
  AfterValue,
  AfterComma,
  End,
}

const isJsonSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

export class PoolScanner {
  /** The first problem met, as "line N: …"-style words; null while the text is well formed so far. */
  error: string | null = null;
  /** Whether the text held a NUL, U+FFFD or U+FEFF anywhere, or began like UTF-16 (poolEncodingProblem decides which). */
  encodingSuspect = false;
  private state = State.Start;
  private line = 1;
  private lastWasCr = false;
  private seenChars = 0;
  private head = '';
  // The element being read.
  private parts: string[] = [];
  private length = 0;
  private startLine = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** A number or literal (true, false, null): ends at the first character that cannot continue it. */
  private bare = false;

  /** Feeds the next piece of text; complete elements go to `emit`, in order. */
  push(chunk: string, emit: (element: ScannedElement) => void): void {
    if (this.error !== null) return;
    if (this.seenChars < 4) this.head = (this.head + chunk).slice(0, 4);
    this.seenChars += chunk.length;
    if (!this.encodingSuspect && /[\u0000\uFFFD\uFEFF]/u.test(chunk)) this.encodingSuspect = true;
    let from = -1; // where the current element's text starts within this chunk
    if (this.state === State.InValue) from = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (this.state === State.InValue) {
        if (this.inString) {
          if (this.escaped) this.escaped = false;
          else if (c === 0x5c) this.escaped = true;
          else if (c === 0x22) {
            this.inString = false;
            if (this.depth === 0) this.finishElement(chunk.slice(from, i + 1), emit);
          }
        } else if (this.bare) {
          if (isJsonSpace(c) || c === 0x2c || c === 0x5d || c === 0x7d || c === 0x5b || c === 0x7b || c === 0x22) {
            this.bare = false;
            this.finishElement(chunk.slice(from, i), emit);
            i--; // read this character again, after the element
            this.newline(-1);
            continue;
          }
        } else if (c === 0x22) this.inString = true;
        else if (c === 0x7b || c === 0x5b) this.depth++;
        else if (c === 0x7d || c === 0x5d) {
          this.depth--;
          if (this.depth === 0) this.finishElement(chunk.slice(from, i + 1), emit);
        }
        if (this.error !== null) return;
      } else if (!isJsonSpace(c)) {
        if (this.state === State.Start) {
          if (c !== 0x5b) return void this.fail('the file is not a JSON array of records');
          this.state = State.AfterOpen;
        } else if (this.state === State.AfterValue) {
          if (c === 0x2c) this.state = State.AfterComma;
          else if (c === 0x5d) this.state = State.End;
          else return void this.fail(`line ${this.line}: expected "," or "]" after the record that ends there`);
        } else if (this.state === State.End) {
          return void this.fail(`line ${this.line}: text after the closing "]" of the array`);
        } else if (c === 0x5d && this.state === State.AfterOpen) {
          this.state = State.End;
        } else if (c === 0x5d || c === 0x2c) {
          return void this.fail(
            `line ${this.line}: ${c === 0x5d ? 'a "," before the closing "]"' : 'a "," where a record should be'}`,
          );
        } else {
          // An element begins.
          this.state = State.InValue;
          this.startLine = this.line;
          from = i;
          this.depth = c === 0x7b || c === 0x5b ? 1 : 0;
          this.inString = c === 0x22;
          this.escaped = false;
          this.bare = this.depth === 0 && !this.inString;
        }
      }
      this.newline(c);
      if (this.length + (this.state === State.InValue ? i - from : 0) > MAX_ELEMENT_CHARS) {
        return void this.fail(
          `line ${this.startLine}: a record longer than ${MAX_ELEMENT_CHARS} characters (not a stored puzzle)`,
        );
      }
    }
    if (this.state === State.InValue && from >= 0) {
      this.parts.push(chunk.slice(from));
      this.length += chunk.length - from;
    }
  }

  /** The end of the text: the array must be closed. */
  finish(emit: (element: ScannedElement) => void): void {
    if (this.error !== null) return;
    if (this.state === State.InValue && this.bare) {
      this.bare = false;
      this.finishElement('', emit);
    }
    if (this.state !== State.End)
      this.fail(
        this.state === State.Start
          ? 'the file is empty, not a JSON array of records'
          : `line ${this.line}: the array is not closed (the file ends inside it)`,
      );
  }

  /** The first characters of the text (poolEncodingProblem's start checks need no more). */
  get start(): string {
    return this.head;
  }

  private newline(c: number): void {
    if (c === -1) return;
    if (c === 0x0a) {
      if (!this.lastWasCr) this.line++;
    } else if (c === 0x0d) this.line++;
    this.lastWasCr = c === 0x0d;
  }

  private finishElement(tail: string, emit: (element: ScannedElement) => void): void {
    this.parts.push(tail);
    const text = this.parts.length === 1 ? tail : this.parts.join('');
    this.parts = [];
    this.length = 0;
    this.state = State.AfterValue;
    emit({ text, line: this.startLine });
  }

  private fail(message: string): void {
    this.error = message;
  }
}
