/**
 * Opening a shared constraint puzzle (`?load=…`, or a link pasted on the Create page): the link is
 * read in the learn worker (constraint-link.ts), the full puzzle reader loads beside it
 * (puzzle-reader.ts), and the pool worker proves the puzzle has exactly one solution before it is
 * played — a solution the link carries is not taken on trust. Every refusal is an Error whose
 * message is a plain sentence.
 */
import { requestLink } from '../engine/learn-client.ts';
import { solveInWorker } from '../pools/pools.ts';
import { loadConstraintReader } from './puzzle-reader.ts';
import { setupGame, withSolution, type GameSetup } from './setup.ts';

/**
 * The game a link stands for, proved unique; `progress` hears what is being done, and `kept`
 * says whether a save of the game already holds its proved solution (then nothing is searched).
 */
export async function openLinkGame(
  text: string,
  progress: (text: string) => void,
  kept: (setup: GameSetup) => boolean,
): Promise<GameSetup> {
  progress('Reading the puzzle…');
  const [link] = await Promise.all([requestLink(text), loadConstraintReader()]);
  const { solution: _published, ...record } = link.record;
  const setup = setupGame(record, { load: link.load, ...link.about });
  if (kept(setup)) return setup;
  progress('Checking that the puzzle has exactly one solution…');
  const answer = await solveInWorker(setup.record);
  if (!answer.ok) throw new Error(answer.message.replace(/^this puzzle cannot be played: /u, ''));
  return withSolution(setup, answer.solution);
}
