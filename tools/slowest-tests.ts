/**
 * The ten slowest tests of a whole `pnpm test` (tools/test-all.sh runs this at its end): every
 * suite that ran left its tests' times in the folder given (vitest.shared.ts TEST_TIMES_DIR); a
 * task turbo replayed from its cache ran no test and left none. Then every failed test, with its
 * error's first line: the suites' own reports are far up a long log, and CI may keep only its end.
 *
 *   tsx tools/slowest-tests.ts DIR
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestTime } from '../vitest.shared.ts';

const dir = process.argv[2];
if (dir === undefined) {
  console.error('usage: slowest-tests.ts DIR');
  process.exit(2);
}
const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
const times = files.flatMap((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as TestTime[]);
const failed = times.filter((t) => t.failed !== undefined);
const slowest = times.sort((a, b) => b.ms - a.ms).slice(0, 10);
if (slowest.length === 0) {
  console.log('\nNo test ran (every task replayed from the cache).');
} else {
  console.log(`\nThe ten slowest tests of the run (${times.length} tests in ${files.length} suites):`);
  for (const { title, ms } of slowest)
    console.log(
      `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title.length > 160 ? `${title.slice(0, 157)}...` : title}`,
    );
}
if (failed.length > 0) {
  console.log(`\n${failed.length} failed test${failed.length === 1 ? '' : 's'}:`);
  for (const { title, ms, failed: status, error } of failed) {
    console.log(`  ${title} (${(ms / 1000).toFixed(1)} s)`);
    console.log(`      ${status}: ${firstLine(error ?? '').slice(0, 400)}`);
  }
}

/** An error message's first non-empty line, without terminal colours. */
function firstLine(message: string): string {
  const plain = message.replace(/\u001b\[[0-9;]*m/gu, '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}
