/**
 * The cage calculator (killer): the selected cell's cage, its sum's combinations, and which of
 * them still fit the board. It only renders; game/candidates.ts decides.
 */
import { cellName, type Geometry } from '@sudoku-forge/core-solver';
import type { CageHelp as Help } from '../game/candidates.ts';

export function CageHelp({ help, geometry }: { help: Help; geometry: Geometry }) {
  const fitting = help.combinations.filter((c) => c.fits);
  const ruledOut = help.combinations.length - fitting.length;
  const first = Math.min(...help.cells);
  return (
    <section className="cage-help" aria-label="Cage calculator">
      <strong>
        {help.sum} in {help.cells.length} cells
      </strong>{' '}
      <span className="muted">(cage at {cellName(geometry, first)})</span>:{' '}
      {fitting.length === 0 ? (
        <span>no combination fits the board — check the digits in this cage.</span>
      ) : (
        <ul aria-label="Combinations that fit">
          {fitting.map((c) => (
            <li key={c.digits.join('+')}>{c.digits.join('+')}</li>
          ))}
        </ul>
      )}
      {ruledOut > 0 && (
        <span className="muted">
          {' '}
          ({ruledOut} {ruledOut === 1 ? 'other combination is' : 'others are'} ruled out by the board)
        </span>
      )}
    </section>
  );
}
