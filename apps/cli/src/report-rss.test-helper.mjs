// Loaded with `node --import` by runCliBounded: reports the process's own peak memory at exit.
import { writeSync } from 'node:fs';

process.on('exit', () => {
  writeSync(2, `SUDOKU_TEST_MAX_RSS=${process.resourceUsage().maxRSS * 1024}\n`);
});
