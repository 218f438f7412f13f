/**
 * The board, drawn in layers (STYLE.md): backgrounds → cages and lines (SVG) → notes → digits →
 * selection. The top layer is the accessible grid: role="grid", one role="row" per row and a
 * focusable role="gridcell" per cell with a roving tab index and a spoken label.
 */
import {
  lazy,
  memo,
  Suspense,
  useMemo,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
} from 'react';
import { digitSymbol, VARIANTS, type Geometry } from '@sudoku-forge/core-solver';
import type { StepLink } from '@sudoku-forge/grader/types';
import { cageOutlines, diagonalLines, regionBorders, segmentsPath } from '../game/outline.ts';
import type { CandidateMark } from '../game/hint-view.ts';
import type { CellView } from '../game/view.ts';
import type { ConstraintPreview } from './ConstraintLayer.tsx';
import { candidateInset } from '../game/candidate-inset.ts';
import { HintDrawing } from './Teach.tsx';

// Thermos, arrows, dots, …: drawn only for puzzles with constraints, so loaded only for them.
const ConstraintLayer = lazy(() => import('./ConstraintLayer.tsx'));
import './teach.css';

export interface BoardProps {
  geometry: Geometry;
  views: readonly CellView[];
  focus: number | null;
  /** Hint stage three: digits the hint removes, drawn struck through in their cells. */
  eliminations?: ReadonlyMap<number, readonly number[]>;
  /**
   * Candidates drawn in each empty cell at their keypad place (hint stage two on, or the
   * auto-candidates view): a mask per cell; 0 leaves the cell's own notes.
   */
  candidates?: readonly number[];
  /** How the view draws `candidates`: the hint's position (strong) or auto-candidates (muted). */
  candidateStyle?: 'hint' | 'auto';
  /** Marked candidates (pattern, removed, placed), per cell and digit. */
  candidateMarks?: ReadonlyMap<number, ReadonlyMap<number, CandidateMark>>;
  /** Chain links drawn as arrows between candidates: strong solid, weak dashed. */
  links?: readonly StepLink[];
  /** Cells of the houses a hint reasons in, outlined. */
  houses?: ReadonlySet<number>;
  /** Cells whose digit rules other cells out (a hidden single's helpers), ringed. */
  causes?: ReadonlySet<number>;
  /** Empty cells that cannot take the hint's digit, hatched. */
  ruledOut?: ReadonlySet<number>;
  onCellPointerDown?: (cell: number, event: PointerEvent) => void;
  onCellPointerEnter?: (cell: number, event: PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  gridRef?: Ref<HTMLDivElement>;
  label?: string;
  /** Just solved: the board plays its short wave (styles.css; none with reduced motion). */
  solved?: boolean;
  /** The Create page's picked constraint (its index in `geometry.constraints`), outlined over the rest. */
  picked?: number | null;
  /** The Create page's pending clue outside the grid and its cells, drawn ghosted (ConstraintLayer). */
  preview?: ConstraintPreview | null;
}

export const Board = memo(function Board(props: BoardProps) {
  const { geometry, views, focus } = props;
  const n = geometry.size;
  const rows = useMemo(() => Array.from({ length: n }, (_, r) => views.slice(r * n, r * n + n)), [views, n]);
  const tabCell = focus ?? 0;
  const killer = geometry.cages.length > 0;
  const sums = useMemo(
    () => (killer ? new Set(views.filter((v) => v.cageSum !== null).map((v) => v.cell)) : undefined),
    [killer, views],
  );
  const inset = useMemo(() => candidateInset(killer, sums), [killer, sums]);
  const drawn = geometry.constraints;
  const { preview } = props;
  const outside = !!preview || drawn.some((c) => c.type === 'little-killer' || c.type === 'sandwich');
  return (
    <div
      className={`board board-${n}${props.solved ? ' board-solved' : ''}${outside ? ' board-margin' : ''}`}
      style={{
        ['--n' as string]: n,
        ['--cand-side' as string]: inset.side,
        ['--cand-top' as string]: inset.top,
        ['--cand-sum-top' as string]: inset.sumTop ?? inset.top,
      }}
      data-variant={geometry.variant}
    >
      <div className="board-layer board-backgrounds" aria-hidden="true">
        {views.map((v) => (
          <div key={v.cell} className={backgroundClass(v)} style={backgroundStyle(v, props.solved)} />
        ))}
      </div>
      {drawn.length > 0 && (
        <Suspense fallback={null}>
          <ConstraintLayer constraints={drawn} n={n} part="under" />
        </Suspense>
      )}
      <BoardLines geometry={geometry} />
      {(drawn.length > 0 || preview) && (
        <Suspense fallback={null}>
          <ConstraintLayer constraints={drawn} n={n} part="over" picked={props.picked ?? null} preview={preview} />
        </Suspense>
      )}
      {/* Notes and candidates sit in their own layer under the cells: each cell's accessible name
          already says them, so the cells hold only what their names say first (the digit). */}
      <div className="board-layer board-marks" aria-hidden="true">
        {views.map((v) => (
          <div key={v.cell} className={v.cageSum !== null ? 'marks-cell has-sum' : 'marks-cell'}>
            {v.digit === 0 &&
              (props.candidates?.[v.cell] ? (
                <CandidateGrid
                  mask={props.candidates[v.cell]!}
                  size={n}
                  style={props.candidateStyle ?? 'hint'}
                  marks={props.candidateMarks?.get(v.cell)}
                />
              ) : (
                <CellMarks view={v} size={n} eliminated={props.eliminations?.get(v.cell)} grid={killer} />
              ))}
          </div>
        ))}
      </div>
      <div
        ref={props.gridRef}
        className="board-layer board-cells"
        role="grid"
        aria-label={props.label ?? `${VARIANTS[geometry.variant].name} board`}
        aria-multiselectable="true"
        onKeyDown={props.onKeyDown}
      >
        {rows.map((row, r) => (
          // biome-ignore lint/a11y/useFocusableInteractive: a grid's rows are not focused; its cells are (roving tabindex)
          <div role="row" className="board-row" key={r}>
            {row.map((v) => (
              <div
                key={v.cell}
                role="gridcell"
                data-cell={v.cell}
                tabIndex={v.cell === tabCell ? 0 : -1}
                aria-label={v.label}
                aria-selected={v.selected}
                className={cellClass(v)}
                onPointerDown={props.onCellPointerDown ? (e) => props.onCellPointerDown!(v.cell, e) : undefined}
                onPointerEnter={props.onCellPointerEnter ? (e) => props.onCellPointerEnter!(v.cell, e) : undefined}
              >
                {v.cageSum !== null && <span className="cage-sum" data-sum={v.cageSum} aria-hidden="true" />}
                {v.digit !== 0 && (
                  <span className="digit" aria-hidden="true">
                    {digitSymbol(v.digit)}
                    {v.mistake && <span className="mistake-mark">!</span>}
                  </span>
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
      {((props.links?.length ?? 0) > 0 ||
        (props.houses?.size ?? 0) > 0 ||
        (props.causes?.size ?? 0) > 0 ||
        (props.ruledOut?.size ?? 0) > 0) && (
        <Suspense fallback={null}>
          <HintDrawing
            n={n}
            inset={inset}
            links={props.links ?? []}
            houses={props.houses}
            causes={props.causes}
            ruledOut={props.ruledOut}
            views={views}
          />
        </Suspense>
      )}
    </div>
  );
});

/** A cell's candidates at their keypad places (1 top left … 9 bottom right), marks as classes. */
function CandidateGrid({
  mask,
  size,
  style,
  marks,
}: {
  mask: number;
  size: number;
  style: 'hint' | 'auto';
  marks: ReadonlyMap<number, CandidateMark> | undefined;
}) {
  return (
    <span className={`cand-grid cand-${style} cand-grid-${size}`} aria-hidden="true">
      {Array.from({ length: size }, (_, i) => {
        const d = i + 1;
        const on = (mask & (1 << i)) !== 0;
        const mark = on ? marks?.get(d) : undefined;
        return (
          <span key={d} className={mark ? `cand cand-${mark}` : 'cand'}>
            {on ? digitSymbol(d) : ''}
          </span>
        );
      })}
    </span>
  );
}

function backgroundClass(v: CellView): string {
  const classes = ['bg'];
  if (v.shaded) classes.push('bg-shaded');
  if (v.related) classes.push('bg-related');
  if (v.sameDigit) classes.push('bg-same');
  if (v.hint === 'cause') classes.push('bg-hint');
  if (v.hint === 'target') classes.push('bg-hint-target');
  if (v.hint === 'house') classes.push('bg-hint-house');
  if (v.colours.length === 1) classes.push(`bg-colour-${v.colours[0]}`);
  if (v.colours.length > 1) classes.push('bg-colours');
  if (v.selected) classes.push('bg-selected');
  return classes.join(' ');
}

/** Several colours split the cell into equal wedges from the top, clockwise (as SudokuPad). */
export function colourWedges(colours: readonly number[]): string {
  const step = 360 / colours.length;
  const stops = colours.map((k, i) => `var(--c${k}) ${i * step}deg ${(i + 1) * step}deg`);
  return `conic-gradient(from -45deg, ${stops.join(', ')})`;
}

function backgroundStyle(v: CellView, solved: boolean | undefined): CSSProperties | undefined {
  if (v.colours.length < 2 && !solved) return undefined;
  return {
    ...(v.colours.length > 1 ? { ['--colours' as string]: colourWedges(v.colours) } : {}),
    ...(solved ? { ['--wave' as string]: v.row + v.column } : {}),
  };
}

function cellClass(v: CellView): string {
  const classes = ['cell'];
  if (v.given) classes.push('given');
  if (v.selected) classes.push('selected');
  if (v.mistake) classes.push('mistake');
  if (v.sameDigit) classes.push('same');
  if (v.hint) classes.push(`hint-${v.hint}`);
  return classes.join(' ');
}

/** Corner positions in SudokuPad's order: corners first, then edges. */
const CORNER_SLOTS = ['tl', 'tr', 'bl', 'br', 'tc', 'bc', 'ml', 'mr', 'mc'];

/**
 * An empty cell's corner and centre notes, and digits a hint removes that the notes do not show.
 * With `grid` (killer), many centre notes sit at their keypad places like candidates: a line of
 * six or more digits squeezed beside a cage sum is unreadable on a phone.
 */
function CellMarks({
  view,
  size,
  eliminated,
  grid,
}: {
  view: CellView;
  size: number;
  eliminated: readonly number[] | undefined;
  grid?: boolean;
}) {
  const crowded = view.centre.length > (size > 9 ? 3 : 5);
  if (grid && crowded && view.corner.length === 0) {
    return (
      <span className={`cand-grid cand-notes cand-grid-${size}`} aria-hidden="true">
        {Array.from({ length: size }, (_, i) => {
          const struck = eliminated?.includes(i + 1) ?? false;
          return (
            <span key={i} className={struck ? 'cand eliminated' : 'cand'}>
              {struck || view.centre.includes(i + 1) ? digitSymbol(i + 1) : ''}
            </span>
          );
        })}
      </span>
    );
  }
  return (
    <>
      {view.corner.length > 0 && (
        <span className="corner-notes" aria-hidden="true">
          {view.corner.map((d, i) => (
            <span key={d} className={`corner corner-${CORNER_SLOTS[i] ?? 'mc'}`}>
              {digitSymbol(d)}
            </span>
          ))}
        </span>
      )}
      {view.centre.length > 0 && (
        <span
          className={`centre-notes${crowded ? ' crowded' : ''}${size > 9 && view.centre.length > 12 ? ' packed' : ''}`}
          aria-hidden="true"
        >
          {view.centre.map((d) => (
            <span key={d} className={eliminated?.includes(d) ? 'eliminated' : undefined}>
              {digitSymbol(d)}
            </span>
          ))}
        </span>
      )}
      {eliminated?.some((d) => !view.centre.includes(d)) && (
        <span className="hint-eliminations" aria-hidden="true">
          {eliminated
            .filter((d) => !view.centre.includes(d))
            .map((d) => (
              <span key={d} className="eliminated">
                {digitSymbol(d)}
              </span>
            ))}
        </span>
      )}
    </>
  );
}

/** Region borders, cage outlines and diagonals, in cell units scaled to the board. */
const BoardLines = memo(function BoardLines({ geometry }: { geometry: Geometry }) {
  const n = geometry.size;
  const borders = useMemo(() => regionBorders(geometry), [geometry]);
  const cages = useMemo(() => cageOutlines(geometry, 0.07), [geometry]);
  const thin: string[] = [];
  for (let k = 1; k < n; k++) thin.push(`M${k} 0V${n}M0 ${k}H${n}`);
  const diagonals = useMemo(() => segmentsPath(diagonalLines(geometry)), [geometry]);
  // Hyper windows get an outline as well as their shading, so they read in both themes.
  const windows = useMemo(
    () => geometry.units.filter((u) => u.kind === 'window').map((u) => cellBox(u.cells, n)),
    [geometry, n],
  );
  return (
    <svg className="board-layer board-lines" viewBox={`0 0 ${n} ${n}`} preserveAspectRatio="none" aria-hidden="true">
      {diagonals !== '' && <path className="line-diagonal" d={diagonals} />}
      <path className="line-thin" d={thin.join('')} />
      {windows.map((w, i) => (
        <rect
          key={i}
          className="line-window"
          x={w.x + 0.04}
          y={w.y + 0.04}
          width={w.width - 0.08}
          height={w.height - 0.08}
        />
      ))}
      <path className="line-thick" d={segmentsPath(borders)} />
      {cages.map((segments, i) => (
        <path key={i} className="line-cage" d={segmentsPath(segments)} />
      ))}
      <rect className="line-outer" x="0" y="0" width={n} height={n} />
    </svg>
  );
});

/** The bounding box of some cells, in cell units. */
function cellBox(cells: readonly number[], n: number): { x: number; y: number; width: number; height: number } {
  const rows = cells.map((c) => Math.floor(c / n));
  const columns = cells.map((c) => c % n);
  const x = Math.min(...columns);
  const y = Math.min(...rows);
  return { x, y, width: Math.max(...columns) - x + 1, height: Math.max(...rows) - y + 1 };
}
