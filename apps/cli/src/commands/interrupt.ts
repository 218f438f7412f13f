/**
 * Ctrl+C (SIGINT) and SIGTERM while a command that rewrites the pools runs (merge, regrade): the
 * first signal aborts the command's checks through `signal` and is said on stderr; writes already
 * begun finish first. The exit code is then the contract's 130 / 143.
 */
import { EXIT_INTERRUPTED_INT, EXIT_INTERRUPTED_TERM } from '../cli.ts';
import { io } from '../io.ts';

export interface Interruption {
  /** Aborted at the first SIGINT or SIGTERM. */
  readonly signal: AbortSignal;
  /** The signal that came, or null. */
  received(): NodeJS.Signals | null;
  /** 130 after SIGINT, 143 after SIGTERM. */
  exitCode(): number;
  /** Stops listening (call in `finally`). */
  dispose(): void;
}

/** Listens for SIGINT and SIGTERM until disposed; `what` names the command in the stderr line. */
export function catchInterrupts(what: string): Interruption {
  const { stderr } = io();
  const controller = new AbortController();
  let received: NodeJS.Signals | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (received) return;
    received = signal;
    stderr.write(`sudoku: ${signal}: stopping the ${what} (pools already being written are finished first)\n`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    received: () => received,
    exitCode: () => (received === 'SIGINT' ? EXIT_INTERRUPTED_INT : EXIT_INTERRUPTED_TERM),
    dispose: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
