/**
 * The solver page: paste or type any puzzle and read the checker's verdict in words, the givens,
 * the cells singles find, the grade with its hardest technique, the solution on request and the
 * step-by-step path. The work runs in the learn worker so the page never freezes.
 */
import { useMemo, useState, type FormEvent } from 'react';
import {
  cellName,
  digitSymbol,
  parsePuzzle,
  VARIANTS,
  type ParseOptions,
  type Puzzle,
  type VariantId,
} from '@sudoku-forge/core-solver';
import { LEVEL_NAMES } from '../engine/api.ts';
import { requestCheck } from '../engine/learn-client.ts';
import type { SolverReport } from '../engine/learn.ts';
import { emptyBoard } from '../game/board.ts';
import { cagesToText } from '../game/setup.ts';
import { cellViews } from '../game/view.ts';
import { Board } from './Board.tsx';
import { capitalise } from '../game/text.ts';
import { VariantOptions } from './VariantOptions.tsx';

type Result =
  | { kind: 'working' }
  | { kind: 'error'; text: string }
  | { kind: 'report'; report: SolverReport; puzzle: Puzzle };

export default function SolverPage() {
  const [text, setText] = useState('');
  const [variant, setVariant] = useState<'' | VariantId>('');
  const [regions, setRegions] = useState('');
  const [cages, setCages] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [showSolution, setShowSolution] = useState(false);
  const [showSteps, setShowSteps] = useState(false);

  const options = (): ParseOptions => ({
    ...(variant ? { variant } : {}),
    ...(regions.trim() && (variant === '' || variant === 'irregular') ? { regions } : {}),
    ...(cages.trim() && (variant === '' || variant === 'killer') ? { cages } : {}),
  });

  const check = async (event: FormEvent) => {
    event.preventDefault();
    setShowSolution(false);
    setShowSteps(false);
    setResult({ kind: 'working' });
    try {
      const opts = options();
      const report = await requestCheck(text, opts);
      if ('error' in report) {
        setResult({ kind: 'error', text: report.error });
        return;
      }
      setResult({ kind: 'report', report, puzzle: parsePuzzle(text, opts) });
    } catch (error) {
      setResult({ kind: 'error', text: (error as Error).message });
    }
  };

  return (
    <section className="solver" aria-labelledby="solver-title">
      <h2 id="solver-title">Solver</h2>
      <p>
        Paste or type a puzzle of any variant: 81 characters with <code>.</code> or <code>0</code> for blanks (16, 36 or
        256 for 4×4, 6×6 and 16×16), a pretty-printed grid, or a JSON puzzle record.
      </p>
      <form onSubmit={check}>
        <label className="field">
          Puzzle
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={6}
            spellCheck={false}
            placeholder="53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
          />
        </label>
        <label className="field">
          Variant
          <select value={variant} onChange={(e) => setVariant(e.target.value as '' | VariantId)}>
            <option value="">Detect from the input</option>
            <VariantOptions />
          </select>
        </label>
        {(variant === 'irregular' || variant === '') && (
          <label className="field">
            Regions (irregular: one region label per cell)
            <textarea value={regions} onChange={(e) => setRegions(e.target.value)} rows={2} spellCheck={false} />
          </label>
        )}
        {(variant === 'killer' || variant === '') && (
          <label className="field">
            Cages (killer: JSON list or sum=cells; e.g. 10=0,1; 15=r1c3,r1c4)
            <textarea value={cages} onChange={(e) => setCages(e.target.value)} rows={2} spellCheck={false} />
          </label>
        )}
        <button type="submit">Check</button>
      </form>
      <div role="status" aria-live="polite" className="solver-result">
        {result?.kind === 'working' && <p>Checking…</p>}
        {result?.kind === 'error' && <p className="verdict bad-input">Cannot read this puzzle: {result.text}</p>}
        {result?.kind === 'report' && (
          <Report
            report={result.report}
            puzzle={result.puzzle}
            showSolution={showSolution}
            onShowSolution={() => setShowSolution(true)}
            showSteps={showSteps}
            onShowSteps={() => setShowSteps(true)}
          />
        )}
      </div>
    </section>
  );
}

function Report(props: {
  report: SolverReport;
  puzzle: Puzzle;
  showSolution: boolean;
  onShowSolution: () => void;
  showSteps: boolean;
  onShowSteps: () => void;
}) {
  const { report, puzzle } = props;
  const { geometry } = puzzle;
  const solutionDigits = useMemo(() => {
    if (!report.solution) return null;
    return parsePuzzle({
      variant: geometry.variant,
      puzzle: report.solution,
      ...(geometry.regions ? { regions: geometry.regions } : {}),
      ...(geometry.cages.length ? { cages: [...geometry.cages] } : {}),
    }).givens;
  }, [report.solution, geometry]);
  const views = useMemo(() => {
    const board = emptyBoard(geometry.cellCount);
    const digits = [...board.digits];
    if (props.showSolution && solutionDigits)
      solutionDigits.forEach((d, cell) => {
        digits[cell] = puzzle.givens[cell] ? 0 : d;
      });
    return cellViews(
      geometry,
      puzzle.givens,
      { ...board, digits },
      {
        selection: new Set(),
        focus: null,
        mistakes: 'off',
        solution: solutionDigits ?? new Uint8Array(geometry.cellCount),
        highlightSame: false,
        hintCells: new Set(report.conflicts),
      },
    );
  }, [geometry, puzzle.givens, props.showSolution, solutionDigits, report.conflicts]);
  const playLink = `./?${new URLSearchParams({
    v: geometry.variant,
    p: [...puzzle.givens].map(digitSymbol).join(''),
    ...(geometry.regions ? { r: geometry.regions } : {}),
    ...(geometry.cages.length ? { k: cagesToText(geometry.cages) } : {}),
  }).toString()}`;
  return (
    <div className="report">
      <p className={`verdict verdict-${report.status}`}>{report.verdict}</p>
      <dl className="facts">
        <dt>Variant</dt>
        <dd>{VARIANTS[geometry.variant].name}</dd>
        <dt>Givens</dt>
        <dd>{report.givens}</dd>
        {report.status !== 'invalid' && (
          <>
            <dt>Cells found by singles</dt>
            <dd>{report.singles}</dd>
            <dt>Search effort</dt>
            <dd>{report.effort}</dd>
          </>
        )}
        <dt>Grade</dt>
        <dd>
          {report.grade
            ? `${LEVEL_NAMES[report.grade.level]} (hardest technique: ${report.grade.hardest}${report.grade.solved ? '' : '; the techniques do not finish it'})`
            : report.gradeNote}
        </dd>
      </dl>
      <Board
        geometry={geometry}
        views={views}
        focus={null}
        label={props.showSolution ? 'Solution' : 'Puzzle as entered'}
      />
      <div className="actions">
        {report.solution && !props.showSolution && (
          <button type="button" onClick={props.onShowSolution}>
            Show solution
          </button>
        )}
        {report.path && !props.showSteps && (
          <button type="button" onClick={props.onShowSteps}>
            Show steps
          </button>
        )}
        {report.status === 'unique' && <a href={playLink}>Play this puzzle</a>}
      </div>
      {props.showSteps && report.path && (
        <>
          <h3>
            Step by step ({report.path.steps.length} steps{report.path.solved ? '' : ', then the techniques run out'})
          </h3>
          <ol className="steps">
            {report.path.steps.map((step, i) => (
              <li key={i}>
                <strong>{capitalise(step.technique ?? 'no technique')}</strong>
                {step.placements.length > 0 && (
                  <>
                    {' '}
                    — {step.placements.map((p) => `${cellName(geometry, p.cell)} = ${digitSymbol(p.digit)}`).join(', ')}
                  </>
                )}
                {step.eliminations.length > 0 && (
                  <>
                    {' '}
                    — removes{' '}
                    {step.eliminations
                      .map((e) => `${digitSymbol(e.digit)} from ${cellName(geometry, e.cell)}`)
                      .join(', ')}
                  </>
                )}
                <div className="explanation">{step.explanation}</div>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
