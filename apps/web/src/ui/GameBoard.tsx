/**
 * The game's board area: the board with the hint's marks drawn on it, or the pause cover. The
 * wrapper tracks a drag and focus across the cells (usePlayInput's pointer handlers).
 */
import type { Geometry } from '@sudoku-forge/core-solver';
import type { CellView } from '../game/view.ts';
import type { HintMarks } from '../game/hint-view.ts';
import { Board, type BoardProps } from './Board.tsx';
import type { usePlayInput } from './hooks/usePlayInput.ts';

export interface GameBoardProps {
  geometry: Geometry;
  views: readonly CellView[];
  focus: number | null;
  marks: HintMarks;
  /** The candidates drawn: the hint's position (marks.candidates) or the auto-candidates view. */
  candidates: readonly number[] | undefined;
  input: Pick<ReturnType<typeof usePlayInput>, 'pointer' | 'gridRef'>;
  paused: boolean;
  onResume: () => void;
  label: string;
  solved: boolean;
}

/** The hint's marks as the board's optional props (absent marks stay absent). */
function markProps(marks: HintMarks, candidates: readonly number[] | undefined): Partial<BoardProps> {
  const props: Partial<BoardProps> = {};
  if (marks.eliminations) props.eliminations = marks.eliminations;
  if (candidates) {
    props.candidates = candidates;
    props.candidateStyle = marks.candidates ? 'hint' : 'auto';
  }
  if (marks.marks) props.candidateMarks = marks.marks;
  if (marks.links) props.links = marks.links;
  if (marks.houses) props.houses = marks.houses;
  if (marks.causes) props.causes = marks.causes;
  if (marks.ruledOut) props.ruledOut = marks.ruledOut;
  return props;
}

export function GameBoard({
  geometry,
  views,
  focus,
  marks,
  candidates,
  input,
  paused,
  onResume,
  label,
  solved,
}: GameBoardProps) {
  const n = geometry.size;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: tracks a drag and focus across the grid's cells, which are the controls
    <div className="board-wrap" id="board" onPointerMove={input.pointer.onPointerMove} onFocus={input.pointer.onFocus}>
      {paused ? (
        <div className={`board board-${n} paused-cover`} style={{ ['--n' as string]: n }}>
          <p>Paused</p>
          <button type="button" onClick={onResume}>
            Resume
          </button>
        </div>
      ) : (
        <Board
          geometry={geometry}
          views={views}
          focus={focus}
          gridRef={input.gridRef}
          onCellPointerDown={input.pointer.onCellPointerDown}
          {...markProps(marks, candidates)}
          label={label}
          solved={solved}
        />
      )}
    </div>
  );
}
