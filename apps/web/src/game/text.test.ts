import { describe, expect, it } from 'vitest';
import { capitalise } from './text.ts';

describe('capitalise', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalise('naked single')).toBe('Naked single');
    expect(capitalise('X-wing')).toBe('X-wing');
    expect(capitalise('')).toBe('');
  });
});
