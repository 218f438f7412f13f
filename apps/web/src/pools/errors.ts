/** The pool worker's error name when a link's id is not in the level's pool (`sudoku regrade` may have moved it to another level). */
export const UNKNOWN_ID = 'UnknownIdError';
