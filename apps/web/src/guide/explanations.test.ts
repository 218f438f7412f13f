import { TECHNIQUE_TABLE } from '@sudoku-forge/grader';
import { describe, expect, it } from 'vitest';
import { TECHNIQUE_EXPLANATIONS } from './explanations.ts';

describe('the guide explains every technique the grader names', () => {
  it.each(TECHNIQUE_TABLE.map((t) => t.name))('%s', (name) => {
    expect(TECHNIQUE_EXPLANATIONS[name]?.length ?? 0).toBeGreaterThan(30);
  });
});
