/**
 * The error every input parser throws (parse.ts, constraints/record.ts, formats/): a message that
 * says what is wrong and where. Its own module, so the readers parse.ts uses can extend it.
 */
export class PuzzleInputError extends Error {
  readonly code: string;
  constructor(message: string, code = 'bad_input') {
    super(message);
    this.name = 'PuzzleInputError';
    this.code = code;
  }
}
