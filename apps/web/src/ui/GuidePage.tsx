/**
 * The technique guide, built from the stored pools: per variant and level, which techniques the
 * puzzles need and how often (bar charts), a short explanation of each, and a worked example
 * taken from a stored puzzle's logical path.
 */
import { useEffect, useMemo, useState } from 'react';
import { parsePuzzle, VARIANTS, type PuzzleRecord, type VariantId } from '@sudoku-forge/core-solver';
import { LEVEL_NAMES, type Level, type Step } from '../engine/api.ts';
import { requestPath } from '../engine/learn-client.ts';
import { emptyBoard } from '../game/board.ts';
import { cellViews } from '../game/view.ts';
import { explanationOf } from '../guide/explanations.ts';
import { techniqueFrequency, type FrequencyRow, type StoredRecord } from '@sudoku-forge/puzzle-store';
import { loadPool, storedLevels } from '../pools/pools.ts';
import { Board } from './Board.tsx';
import { capitalise } from '../game/text.ts';
import { VariantOptions } from './VariantOptions.tsx';

/** A pool's technique frequencies (puzzle-store's count) and the first puzzle using each technique. */
interface LevelStats {
  row: FrequencyRow;
  example: Map<string, StoredRecord>;
}

function levelStats(variant: VariantId, level: Level, records: StoredRecord[]): LevelStats {
  const example = new Map<string, StoredRecord>();
  for (const record of records) for (const t of record.techniques) if (!example.has(t)) example.set(t, record);
  return { row: techniqueFrequency(variant, level, records), example };
}

export default function GuidePage() {
  const [variant, setVariant] = useState<VariantId>('classic');
  const [stats, setStats] = useState<LevelStats[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setStats(null);
    setError(null);
    Promise.all(
      storedLevels(variant).map(async (level) => ({ level, records: (await loadPool(variant, level)) ?? [] })),
    )
      .then((pools) => live && setStats(pools.map(({ level, records }) => levelStats(variant, level, records))))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [variant]);

  const techniques = useMemo(() => {
    const seen = new Map<string, { level: Level; record: PuzzleRecord }>();
    for (const level of stats ?? []) {
      for (const { technique } of level.row.techniques) {
        if (!seen.has(technique)) seen.set(technique, { level: level.row.level, record: level.example.get(technique)! });
      }
    }
    return [...seen];
  }, [stats]);

  return (
    <section className="guide" aria-labelledby="guide-title">
      <h2 id="guide-title">Technique guide</h2>
      <label className="field inline">
        Variant{' '}
        <select value={variant} onChange={(e) => setVariant(e.target.value as VariantId)}>
          <VariantOptions />
        </select>
      </label>
      <p>{VARIANTS[variant].name}: {VARIANTS[variant].rule}.</p>
      {error && <p role="alert">The pools could not be read: {error}</p>}
      {stats === null && !error && <p className="status">Loading the stored puzzles…</p>}
      {stats !== null && stats.length === 0 && <p className="status">No puzzles stored yet for {VARIANTS[variant].name}.</p>}
      {stats?.map((level) => <LevelChart key={level.row.level} row={level.row} />)}
      {techniques.length > 0 && <h3>The techniques</h3>}
      {techniques.map(([name, { level, record }]) => (
        <TechniqueCard key={name} name={name} level={level} record={record} />
      ))}
    </section>
  );
}

/** A share as a whole percentage; a technique some puzzles need never shows as 0%. */
const percent = (share: number): string => (share > 0 && share < 0.005 ? '<1%' : `${Math.round(share * 100)}%`);

function LevelChart({ row }: { row: FrequencyRow }) {
  const width = 340;
  const barHeight = 18;
  const labelWidth = 250;
  const name = LEVEL_NAMES[row.level];
  return (
    <figure className="chart">
      <figcaption>
        {name}: {row.puzzles} {row.puzzles === 1 ? 'puzzle' : 'puzzles'} — share of puzzles that need each technique
      </figcaption>
      {row.techniques.length === 0 ? (
        <p>These puzzles list no techniques.</p>
      ) : (
        <svg
          viewBox={`0 0 ${labelWidth + width + 50} ${row.techniques.length * (barHeight + 4)}`}
          role="img"
          aria-label={`${name} techniques: ${row.techniques.map((t) => `${t.technique} ${percent(t.share)}`).join(', ')}`}
        >
          {row.techniques.map(({ technique, share }, i) => {
            const y = i * (barHeight + 4);
            return (
              <g key={technique}>
                <text x={labelWidth - 6} y={y + barHeight - 5} textAnchor="end" className="chart-label">
                  {technique}
                </text>
                <rect x={labelWidth} y={y} width={Math.max(1, share * width)} height={barHeight} className="chart-bar" />
                <text x={labelWidth + share * width + 4} y={y + barHeight - 5} className="chart-value">
                  {percent(share)}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}

function TechniqueCard({ name, level, record }: { name: string; level: Level; record: PuzzleRecord }) {
  const [example, setExample] = useState<{ step: Step; before: number[] } | 'none' | 'loading' | null>(null);
  const show = async () => {
    setExample('loading');
    const path = await requestPath(record).catch(() => null);
    const index = path?.steps.findIndex((s) => s.technique === name) ?? -1;
    if (!path || index < 0) {
      setExample('none');
      return;
    }
    // The position just before the step: the placements of all earlier steps.
    const puzzle = parsePuzzle(record);
    const before = new Array<number>(puzzle.geometry.cellCount).fill(0);
    for (const step of path.steps.slice(0, index)) for (const p of step.placements) before[p.cell] = p.digit;
    setExample({ step: path.steps[index]!, before });
  };
  return (
    <article className="technique-card">
      <h4>
        {capitalise(name)} <small>({LEVEL_NAMES[level]})</small>
      </h4>
      <p>{explanationOf(name)}</p>
      {example === null && (
        <button type="button" onClick={show}>
          Worked example: {name}
        </button>
      )}
      {example === 'loading' && <p>Finding an example…</p>}
      {example === 'none' && <p>No worked example is available for this technique in this build.</p>}
      {typeof example === 'object' && example !== null && <Example record={record} step={example.step} before={example.before} />}
    </article>
  );
}

function Example({ record, step, before }: { record: PuzzleRecord; step: Step; before: number[] }) {
  const puzzle = parsePuzzle(record);
  const board = { ...emptyBoard(puzzle.geometry.cellCount), digits: before.map((d, cell) => (puzzle.givens[cell] ? 0 : d)) };
  const views = cellViews(puzzle.geometry, puzzle.givens, board, {
    selection: new Set(),
    focus: null,
    mistakes: 'off',
    solution: new Uint8Array(puzzle.geometry.cellCount),
    highlightSame: false,
    hintCells: new Set(step.cells),
    hintTargets: new Set([...step.placements.map((p) => p.cell), ...step.eliminations.map((e) => e.cell)]),
  });
  const eliminations = new Map<number, number[]>();
  for (const e of step.eliminations) eliminations.set(e.cell, [...(eliminations.get(e.cell) ?? []), e.digit]);
  return (
    <div className="example">
      <Board geometry={puzzle.geometry} views={views} focus={null} eliminations={eliminations} label={`Example of ${step.technique ?? 'a step'}`} />
      <p className="explanation">
        From {record.id ?? 'a stored puzzle'}: {step.explanation}
      </p>
    </div>
  );
}
