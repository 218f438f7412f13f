/**
 * The technique guide, built from the stored pools: first, per technique, a short explanation, how
 * often each level needs it, and a worked example from a stored puzzle — its logical path replayed in the
 * learn worker, drawn with the candidates, the pattern, the chain and the eliminations, with a
 * step-through; then, per variant and level, which techniques the puzzles need and how often (bar
 * charts). `#/guide/<variant>/<technique>` (the hint's link) opens that technique's example.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { cellName, parsePuzzle, VARIANTS, type PuzzleRecord, type VariantId } from '@sudoku-forge/core-solver';
import { displayName } from '@sudoku-forge/grader/names';
import { LEVEL_NAMES, type Level } from '../engine/api.ts';
import { useSeRating } from './hooks/useSeRating.ts';
import { requestExample } from '../engine/learn-client.ts';
import type { Example as ExampleData } from '../engine/learn.ts';
import { emptyBoard } from '../game/board.ts';
import { guidePoolsNotice } from '../game/offline.ts';
import { hintMarks } from '../game/hint-view.ts';
import { cellViews } from '../game/view.ts';
import { explanationOf } from '../guide/explanations.ts';
import { cageArithmetic, levelShares, parseGuideHash } from '../guide/teach.ts';
import { techniqueFrequency, type FrequencyRow, type StoredRecord } from '@sudoku-forge/puzzle-store';
import { loadPool, storedLevels } from '../pools/pools.ts';
import { Board } from './Board.tsx';
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
  const [variant, setVariant] = useState<VariantId>(() => parseGuideHash(window.location.hash).variant ?? 'classic');
  const [wanted, setWanted] = useState<string | undefined>(() => parseGuideHash(window.location.hash).technique);
  useEffect(() => {
    const onHash = () => {
      const { variant: v, technique } = parseGuideHash(window.location.hash);
      if (v) setVariant(v);
      setWanted(technique);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const [stats, setStats] = useState<LevelStats[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setStats(null);
    setError(null);
    // Offline, the levels whose pool was never fetched are named (game/offline.ts) and the others shown.
    const levels = storedLevels(variant);
    void Promise.allSettled(levels.map(async (level) => (await loadPool(variant, level)) ?? [])).then((pools) => {
      if (!live) return;
      const failures = pools.flatMap((pool, i) =>
        pool.status === 'rejected' ? [{ level: LEVEL_NAMES[levels[i]!], error: pool.reason as Error }] : [],
      );
      setError(guidePoolsNotice(failures));
      setStats(
        pools.flatMap((pool, i) => (pool.status === 'fulfilled' ? [levelStats(variant, levels[i]!, pool.value)] : [])),
      );
    });
    return () => {
      live = false;
    };
  }, [variant]);

  const techniques = useMemo(() => {
    const seen = new Map<string, { level: Level; record: PuzzleRecord }>();
    for (const level of stats ?? []) {
      for (const { technique } of level.row.techniques) {
        if (!seen.has(technique))
          seen.set(technique, { level: level.row.level, record: level.example.get(technique)! });
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
      <p>
        {VARIANTS[variant].name}: {VARIANTS[variant].rule}.
      </p>
      {error && <p role="alert">{error}</p>}
      {stats === null && !error && <p className="status">Loading the stored puzzles…</p>}
      {stats !== null && stats.length === 0 && !error && (
        <p className="status">No puzzles stored yet for {VARIANTS[variant].name}.</p>
      )}
      {techniques.length > 0 && <h3>The techniques</h3>}
      {wanted && stats !== null && !error && !techniques.some(([name]) => name === wanted) && (
        <p className="status">
          The stored {VARIANTS[variant].name} puzzles never need {displayName(wanted)}.
        </p>
      )}
      {techniques.map(([name, { level, record }]) => (
        <TechniqueCard
          key={`${variant}/${name}`}
          name={name}
          level={level}
          record={record}
          rows={stats!.map((l) => l.row)}
          open={name === wanted}
        />
      ))}
      {(stats?.length ?? 0) > 0 && <h3>How often each level needs them</h3>}
      {stats?.map((level) => (
        <LevelChart key={level.row.level} row={level.row} />
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
          aria-label={`${name} techniques: ${row.techniques.map((t) => `${displayName(t.technique)} ${percent(t.share)}`).join(', ')}`}
        >
          {row.techniques.map(({ technique, share }, i) => {
            const y = i * (barHeight + 4);
            return (
              <g key={technique}>
                <text x={labelWidth - 6} y={y + barHeight - 5} textAnchor="end" className="chart-label">
                  {displayName(technique)}
                </text>
                <rect
                  x={labelWidth}
                  y={y}
                  width={Math.max(1, share * width)}
                  height={barHeight}
                  className="chart-bar"
                />
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

function TechniqueCard({
  name,
  level,
  record,
  rows,
  open,
}: {
  name: string;
  level: Level;
  record: PuzzleRecord;
  rows: FrequencyRow[];
  open: boolean;
}) {
  const [example, setExample] = useState<ExampleData | 'none' | 'loading' | null>(null);
  const ref = useRef<HTMLElement>(null);
  const title = displayName(name);
  const show = async () => {
    setExample('loading');
    const found = await requestExample(record, name).catch(() => null);
    setExample(found && found.index >= 0 ? found : 'none');
  };
  // Opening follows the address only (not every render of the example).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the example is asked for once, when the card opens
  useEffect(() => {
    if (!open) return;
    ref.current?.scrollIntoView({ block: 'start' });
    if (example === null) void show();
  }, [open]);
  const shares = levelShares(rows, name);
  // The example puzzle's SE rating beside its level (classic only), asked once the example is open.
  const sePuzzle = useMemo(
    () => (typeof example === 'object' && example !== null ? parsePuzzle(record) : null),
    [example, record],
  );
  const seRating = useSeRating(sePuzzle);
  return (
    <article className="technique-card" ref={ref} aria-labelledby={`technique-${slug(name)}`}>
      <h4 id={`technique-${slug(name)}`}>
        {title}{' '}
        <small>
          (from {LEVEL_NAMES[level]}
          {seRating && <span title={seRating.title}> · {seRating.label}</span>})
        </small>
      </h4>
      <p>{explanationOf(name)}</p>
      {shares.length > 0 && (
        <p className="shares">
          Needed by {shares.map((s) => `${percent(s.share)} of ${LEVEL_NAMES[s.level]}`).join(', ')} puzzles.
        </p>
      )}
      {example === null && (
        <button type="button" onClick={show}>
          Worked example: {title}
        </button>
      )}
      {example === 'loading' && <p>Finding an example…</p>}
      {example === 'none' && <p>No worked example is available for this technique in this build.</p>}
      {typeof example === 'object' && example !== null && (
        <Example record={record} level={level} example={example} technique={name} />
      )}
    </article>
  );
}

/** Where an example comes from, in words (no stored id, issue 30): "An Expert classic puzzle, move 28 of 82". */
function exampleCaption(record: PuzzleRecord, level: Level, at: number, steps: number): string {
  const variant = VARIANTS[record.variant ?? 'classic'].name.toLowerCase();
  const name = LEVEL_NAMES[level];
  return `${/^[AEIOU]/u.test(name) ? 'An' : 'A'} ${name} ${variant} puzzle, move ${at + 1} of ${steps}`;
}

const slug = (name: string) => name.replace(/[^a-z0-9]+/gu, '-');

/** A worked example: the position before a step, with its candidates, pattern, chain and eliminations, and a step-through. */
function Example({
  record,
  level,
  example,
  technique,
}: {
  record: PuzzleRecord;
  level: Level;
  example: ExampleData;
  technique: string;
}) {
  const [at, setAt] = useState(example.index);
  const puzzle = useMemo(() => parsePuzzle(record), [record]);
  const { geometry, givens } = puzzle;
  const step = example.steps[at]!;
  const position = example.positions[at]!;
  const marks = hintMarks({ kind: 'step', stage: 3, step, position });
  const board = { ...emptyBoard(geometry.cellCount), digits: position.digits.map((d, cell) => (givens[cell] ? 0 : d)) };
  const views = cellViews(geometry, givens, board, {
    selection: new Set(),
    focus: null,
    mistakes: 'off',
    solution: new Uint8Array(geometry.cellCount),
    highlightSame: false,
    ...(marks.cells ? { hintCells: marks.cells } : {}),
    ...(marks.targets ? { hintTargets: marks.targets } : {}),
    ...(marks.houses ? { hintHouses: marks.houses } : {}),
  });
  const cages = cageArithmetic(step, position, geometry);
  const placements = step.placements.map((p) => `${p.digit} in ${cellName(geometry, p.cell)}`).join(', ');
  return (
    <div className="example">
      <div className="example-board">
        <Board
          geometry={geometry}
          views={views}
          focus={null}
          candidates={position.candidates}
          candidateStyle="hint"
          {...(marks.marks ? { candidateMarks: marks.marks } : {})}
          {...(marks.links ? { links: marks.links } : {})}
          {...(marks.houses ? { houses: marks.houses } : {})}
          {...(marks.causes ? { causes: marks.causes } : {})}
          {...(marks.ruledOut ? { ruledOut: marks.ruledOut } : {})}
          label={`Example of ${displayName(technique)}: step ${at + 1}, ${step.displayName}`}
        />
      </div>
      <div className="example-text">
        <p className="example-source">
          {exampleCaption(record, level, at, example.steps.length)}:{' '}
          <span className="step-name">{step.displayName}</span>
        </p>
        {step.nudge && <p className="nudge">{step.nudge}</p>}
        <p className="explanation">{step.explanation}</p>
        {cages.map((line) => (
          <p key={line} className="cage-arithmetic">
            {line}
          </p>
        ))}
        {placements && <p>Place {placements}.</p>}
        {step.removes && <p>Removes: {step.removes}.</p>}
        {(step.links?.length ?? 0) > 0 && (
          <p className="legend">
            Arrows: solid for a strong link (one of the two is true), dashed for a weak link (not both).
          </p>
        )}
        <div className="example-steps" role="group" aria-label="Step through the solve">
          <button type="button" onClick={() => setAt(at - 1)} disabled={at === 0}>
            Previous step
          </button>
          <button type="button" onClick={() => setAt(at + 1)} disabled={at === example.steps.length - 1}>
            Next step
          </button>
          {at !== example.index && (
            <button type="button" onClick={() => setAt(example.index)}>
              Back to the {displayName(technique)}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
