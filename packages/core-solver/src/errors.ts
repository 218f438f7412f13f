/**
 * The one error shape with a code: a message that is one sentence for the user, and a code that
 * says which kind of failure it is (the CLI's JSON `error.code`, its exit code, the player's notice).
 * Every coded error of the project extends it, naming itself and its codes.
 */
export class CodedError<Code extends string = string> extends Error {
  readonly code: Code;
  constructor(name: string, message: string, code: Code) {
    super(message);
    this.name = name;
    this.code = code;
  }
}
