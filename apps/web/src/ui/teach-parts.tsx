/**
 * The teaching parts loaded on demand (see Teach.tsx): the hint's stages in words, the board's hint
 * drawing (houses outlined, chain links as arrows), the cage calculator and the fill question.
 * They only render; game/hint-view.ts, game/hint-draw.ts and game/candidates.ts decide.
 */
import { useEffect, useId, useRef } from 'react';
import { cellName, type Geometry } from '@sudoku-forge/core-solver';
import type { StepLink } from '@sudoku-forge/grader/types';
import { cageHelp } from '../game/candidates.ts';
import { groupBox, linkGroups, linkPath, outlinePath, type CandidateInset } from '../game/hint-draw.ts';
import { guideHref, hintText } from '../game/hint-text.ts';
import type { HintView } from '../game/hint-view.ts';
import type { CellView } from '../game/view.ts';

/** What the hint sheet says: a step at its stage, a wrong digit to erase, or a message. */
export function HintBody({
  hint,
  geometry,
  onMore,
  onApply,
  onErase,
}: {
  hint: HintView;
  geometry: Geometry;
  onMore: () => void;
  onApply: () => void;
  onErase: (cell: number) => void;
}) {
  if (hint.kind === 'step') return <StepHint hint={hint} geometry={geometry} onMore={onMore} onApply={onApply} />;
  if (hint.kind === 'loading') return <p>Looking for the next step…</p>;
  return (
    <>
      <p>{hint.text}</p>
      {hint.kind === 'wrong' && (
        <button type="button" onClick={() => onErase(hint.cell)}>
          Erase it
        </button>
      )}
    </>
  );
}

/** The hint sheet's text and buttons at its stage: nudge → technique → explanation → Apply. */
function StepHint({
  hint,
  geometry,
  onMore,
  onApply,
}: {
  hint: Extract<HintView, { kind: 'step' }>;
  geometry: Geometry;
  onMore: () => void;
  onApply: () => void;
}) {
  const text = hintText(hint, (cell) => cellName(geometry, cell));
  return (
    <>
      <p>
        <strong className="technique">{text.title}</strong>{' '}
        <a href={guideHref(geometry.variant, hint.step.technique)}>How {text.title} works</a>
      </p>
      <p className="nudge">{text.nudge}</p>
      {text.why && <p className="why">{text.why}</p>}
      {text.legend && <p className="legend">{text.legend}</p>}
      {text.explanation && <p className="explanation">{text.explanation}</p>}
      {text.changes?.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <div className="hint-buttons">
        {hint.stage < 3 && (
          <button type="button" onClick={onMore}>
            {hint.stage === 1 ? 'Show why' : 'Show the step'}
          </button>
        )}
        {hint.stage === 3 && (
          <>
            <button type="button" className="primary" onClick={onApply}>
              Apply
            </button>
            <span className="or">or make the move yourself</span>
          </>
        )}
      </div>
    </>
  );
}

/**
 * The hint's drawing over the notes: the houses outlined, cells ruled out hatched, the digits that
 * rule them out ringed, group nodes boxed, and the chain's links as arrows (one per link).
 */
export function HintDrawing({
  n,
  inset,
  links,
  houses,
  causes,
  ruledOut,
  views,
}: {
  n: number;
  inset: CandidateInset;
  links: readonly StepLink[];
  houses: ReadonlySet<number> | undefined;
  causes?: ReadonlySet<number> | undefined;
  ruledOut?: ReadonlySet<number> | undefined;
  /** The board's cells: the arrows bend round those showing a digit. */
  views?: readonly CellView[] | undefined;
}) {
  const id = useId();
  const filled = new Set(views?.filter((v) => v.digit !== 0).map((v) => v.cell));
  const arrow = `${id}-arrow`;
  const hatch = `${id}-hatch`;
  return (
    <svg className="board-layer hint-drawing" viewBox={`0 0 ${n} ${n}`} preserveAspectRatio="none" aria-hidden="true">
      <defs>
        {/* One arrowhead per kind, coloured like its line (context-stroke is not everywhere yet). */}
        {(['strong', 'weak'] as const).map((kind) => (
          <marker
            key={kind}
            id={`${arrow}-${kind}`}
            className={`arrow-${kind}`}
            viewBox="0 0 10 10"
            refX="8"
            refY="5"
            markerWidth="4"
            markerHeight="4"
            orient="auto"
          >
            <path d="M0 0L10 5L0 10z" />
          </marker>
        ))}
        <pattern
          id={hatch}
          className="ruled-out-hatch"
          patternUnits="userSpaceOnUse"
          width="0.2"
          height="0.2"
          patternTransform="rotate(45)"
        >
          <line x1="0" y1="0" x2="0" y2="0.2" />
        </pattern>
      </defs>
      {houses && houses.size > 0 && <path className="hint-house-outline" d={outlinePath(houses, n)} />}
      {[...(ruledOut ?? [])].map((cell) => (
        <rect
          key={`x${cell}`}
          className="hint-ruled-out"
          data-cell={cell}
          x={(cell % n) + 0.04}
          y={Math.floor(cell / n) + 0.04}
          width={0.92}
          height={0.92}
          fill={`url(#${hatch})`}
        />
      ))}
      {[...(causes ?? [])].map((cell) => (
        <circle
          key={`c${cell}`}
          className="hint-cause"
          data-cell={cell}
          cx={(cell % n) + 0.5}
          cy={Math.floor(cell / n) + 0.5}
          r={0.4}
        />
      ))}
      {linkGroups(links).map((g) => {
        const box = groupBox(g.cells, g.digit, n, inset);
        return (
          <rect
            key={`g${g.digit}:${g.cells.join(',')}`}
            className="link-group"
            x={box.x}
            y={box.y}
            width={box.width}
            height={box.height}
            rx={0.12}
          />
        );
      })}
      {links.map((link, i) => (
        <path
          key={i}
          className={link.strong ? 'link link-strong' : 'link link-weak'}
          d={linkPath(link, n, inset, filled)}
          markerEnd={`url(#${arrow}-${link.strong ? 'strong' : 'weak'})`}
          data-strong={link.strong}
        />
      ))}
    </svg>
  );
}

/** The cage calculator (killer): the selected cell's cage, its combinations, which still fit. */
export function CageHelp({
  geometry,
  grid,
  notes,
  cell,
}: {
  geometry: Geometry;
  grid: ArrayLike<number>;
  notes: readonly number[];
  cell: number;
}) {
  const help = cageHelp(geometry, grid, notes, cell);
  if (!help) return null;
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

/**
 * "Fill candidates" asks before it touches notes the player wrote: fill only the cells without
 * notes, replace every note, or leave the board as it is.
 */
export interface FillDialogProps {
  onFill: (scope: 'empty' | 'all') => void;
  onClose: () => void;
}

export function FillDialog({ onFill, onClose }: FillDialogProps) {
  // Shown as the browser's modal while mounted (focus kept inside, Escape closes).
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);
  return (
    <dialog ref={ref} className="sheet-dialog" aria-labelledby="fill-title" onClose={onClose}>
      <h2 id="fill-title">Fill candidates</h2>
      <p>
        Some cells hold notes of your own. Fill candidates only where a cell has no notes, or replace your notes with
        every candidate the rules allow?
      </p>
      <div className="dialog-buttons">
        <button type="button" className="primary" onClick={() => onFill('empty')} autoFocus>
          Keep my notes
        </button>
        <button type="button" onClick={() => onFill('all')}>
          Replace my notes
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
