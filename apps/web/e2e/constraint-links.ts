/**
 * Published constraint puzzles as f-puzzles links, with their published solutions, for the browser
 * tests: copied from core-solver's fixtures (src/fixtures/constraint-puzzles.ts), which converted
 * the example puzzles of Interactive-Sudoku-Solver (github.com/sigh/Interactive-Sudoku-Solver,
 * data/example_puzzles.js at e373f98, MIT licence, © 2023 sigh) — the puzzles and solutions
 * theirs; each entry names its source.
 */
export interface ConstraintLink {
  readonly name: string;
  readonly source: readonly string[];
  readonly link: string;
  readonly solution: string;
}

export const LINKS = {
  thermo: {
    name: 'Thermo',
    source: ['https://www.youtube.com/watch?v=lgJYOuVk910', 'https://sudokupad.app/TtTmqGMBDR'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QBUALGAJwFsB7EVAcxIgBMEBtZ4AX2VADcBDLAK64ALLQjcYAOwRoSQzhy4LlSriD6DcARjETp8WfKUBdZG3X8hCAEy6pMuTBWKXz5xc0IAbHf2Gnpmxuqq4hyoGhkcGuEdFxYbFhSVEmZinpbhEeVki+DkYZyQrZuLYgNOL2Bo7siTyW2nnVBfEuJQgo5ZV+NSam6MTkFGQwaKQsoFgQkjBgLMwgAEqIAMLC1EsAHCsAzBuLAOwr1vteK1r7AKzH+8K7IMbGxVMzc/CsS3cXqIs7Nz/We4/LRrfaAy77P5eB5PNQvWbzJYg6EAlYHSErTa3FaIK6Y05omHPaYI94LRZnXE/I5Yn7bdE/VYorYrCHU0GPWrsIA===',
    solution: '847632519295471386631598247129743865486259173753816924368924751974185632512367498',
  },
  whispers: {
    name: 'German whispers (German Whispers)',
    source: ['https://www.youtube.com/watch?v=nH3vat8z9uM', 'https://sudokupad.app/QM8RdBLBb9'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QHEYAnAWwEMA7AAgHcALCMAB2LBFQHMiIATBAbX7AAvshFjR40ADcyWAK64AjJwjSYFBGiKLJeiRIC6yIZJCyFuAKyr1m+Nt0Gp+l0ZNvPr78dPPv/v6+MnKKCABsthpaOjABXoEhlggoIBxq0Q6xwsHxeUEeruahuADMUfaOcYl5uTX1SWHw5WkZldnuQsXJ8DatdjFOCY1lFYPVwznGIPSMLERs8F1YEBQwi4IgAEoAHADCSuzbAOwHR1unAEzn+6XniHt3qFsP14aGZitrG/zbD+E3PbHc6nYHPU47c7hPaIc5WPaQ96fVbrAS/LbQp7beHXZ4AFke51Kezx50ueys5yUewBz2pYO25Mhz2JzO2BIZW3htO20J5FxpgMp4JJICRYhAX1RS3RBOF7MFLKBYo+HyAA==',
    solution: '796413852352689417184275693247591386615348279839762541923857164478126935561934728',
  },
  renban: {
    name: "Renban ('Leven)",
    source: ['https://www.youtube.com/watch?v=XouRUgRsVSA', 'https://sudokupad.app/jtgN8Hd7f6'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QCUYA7AIwEMiRUBzAJwgBMEBtZ4AX2Q68+794E8AusjaD+PSRI4ixU8eJAA3MlgCuuAIw0IS4gjS0NC2dIXz5p82YszRNhyfvWXl57df8rHn15EhaYnJKeDYQLAgiGDAWZgIAFgBhAA4qBMTENPwAVgysgDY8oSFecMjo2IIAdjzUfGTagkRG/GbU4tKIqJjQuPxCqqyawbqGkYIG/JAOrjLuyvwAJkSpus0VrPXszcT46ZLZroregmXNHfO1xMWdgGZ9zvKe1lPE+7rlvbrb3aykvZmoCOzz6uW2dVyqwIhSh+BqU0Bc2OLxyvwhbwKGLqNXuiOBCx+l3SRNRJNyNzxTwWNRJDRJzXp1wehypJzhaImHNaXOauJK/loZAwAHsWKAAMYwLBYZ6vTLfIqlSXS2X4dbjNUpaZKqUylgEH6wn7bA4S3WqpIa3KDfnsIA',
    solution: '132769845496518723758342196815473269963285417274196358521937684389624571647851932',
  },
  between: {
    name: 'Between lines (Sudoku Variants Series (173) - Between Lines Sudoku)',
    source: ['https://logic-masters.de/Raetselportal/Raetsel/zeigen.php?chlang=en&id=0002KO'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QCEY0B3GGAOwAIsJyYwRUBzAJwgBMEBtL4AX2SgAbgEMsAV1woQTCEIoI0LSQP6DVG9Vv4BdZLxCiJuAEzM5C+EpXbNa+4bGSEARnPzyi5TDt89vX1sg+z99EMFHYwQANndLax9tSOd4AHY4zytvQOEnXABWDK8bXTDVZNwAZiKskpy7CoQADhqEjX9wzsb4QpkLTLakoxSzPo9ixJCO+uDfaaG8hGlZcdrJmYdh3Bax+Oz5zo3ut12B7PUdPRAAIyJSCho6blBH+m4uEAAlRABhfMYvk0ftEAZ9Uj9UqDoj8mqD8j9ECBLuVXgx4Dwvr9KqCgQAWUHg/6oT7QkHE+GQ4m4mGgyoIpE6FG0N7oj6fFz04kmGnEumUr7UslfeFEr7Q/HE8HY4lAkyg34uBlMuhojGfeGKqk/OW8n7Sr7ciVfDn/ZERVHvL7gzVi7VwvWg6lGz500WfblC9kQpWMoA=',
    solution: '697531842258497163314862579846273951532149786971658234125386497469715328783924615',
  },
  arrow: {
    name: 'Arrow',
    source: ['https://sugarroad.blogspot.com/search/label/sudoku'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QEEAnQgewHcRUBzQiAEwQG1HgBfZUANwEMsBXXADZqETjAB2CNIQHs2HOYoXKuvAQhQgqoiVJkxWAXWQsQPfrk3axk+NNkql8506MmXjzx7bGWrr/4+7oEhjr7eoRHhkTHRAfHOZmq4AMwiNnqy4UkWCAAs6bp2+jFeOerwAOyFtvYGCobGINzE5EygAMYwWFhgTCAASgCMAMIArCBNWBDiMH3wzIOjE6gDAEwjeZSDKSMp2wN5I2sHYyNDk4ZyIF0984w7I5WTqNOz9w8Du8+rG4IHuxWgyOW1WZ32jWut16/QGgmOLxAbzmTE+8JOq0qewO8NBgzOQMOI3+kI4N26MIWgyxWymMxRC0+NIOWMJWJJVzJ0Pug3hzzp71RvKepxFqyO/M5nQpPIGZ0QiORH3xIwVq3hAA4WWLBhriQdEONLkZWEA=',
    solution: '167584329985362417342719856718293645253647198694158732571936284829471563436825971',
  },
  quadrupleX: {
    name: 'Quadruple X',
    source: ['https://logic-masters.de/Raetselportal/Raetsel/zeigen.php?id=00040T', 'https://sudokupad.app/20mp1nw1lh'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QEUBXAQwBMAnQgBxwAIANEVAc3IlIQG1PgBfZPgP6CRwsUIC6yHuNFD5cvlJkLZa1csXqtk6Tv1rN24xr0mDulRYNHVdm1JCkIxZgHsAdsSwBqBGkoYVGdXT28AWn9A1ABHEgpqHC5QAGMYLCwwLhAAJQBGAGE8plzCgCYSnLKiyuqKxwA3b0IYLPhOPOQAFmQANmQAdglhEDSMts5cgFYa1ByZirne2dzl+tQmrBaJsuQAZmGBUfTM7Jzl4qWCxdyBlZy79ZBN7a5OssPUk4ncvYK9yp/LqVLr/EEFYGNZqtN7IXY9AAcn2O4zOywBV2BczuGNuEJAUK2MPae2QU2QCOQiGRY1O7Vy1SxDIKU0B+Lmf1ZhNe7X6QxGtJ+DxZlTuvUqCJFc0l4u5xM4pN6NO+Zz+4o5BQG4PVuVBWrlEx65Mp1IFKvp5wKOstWuxVtFmoJG2hO32fUGytRFr+CLZiHBvrmoP9BthHzNXsmOVBgd1BX9cxmsfm8adzxdsKmnrpUclyclCdyiAKyeLIedRNdpKNw2GQA===',
    solution: '762384591415729368398165427654278913837691245129543786543812679971436852286957134',
  },
  xvKropki: {
    name: 'XV & kropki (XV Kropki Sudoku)',
    source: ['https://www.youtube.com/watch?v=TT-6BfDeCdc', 'https://sudokupad.app/LTR8GR7D84'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QA0A1AAgDJiBrAJwHsAHCiEVAcyogBMEBtb4AX2QChg4WNESRAXWR9J4kYoUCZcpfI3rVyzTumy9hjdt2mtBs0f1qrRk+od2ZIAB4A3HqADGMLFjA8IABKAEwAwgCMzMHhISDObgCGWACuuAQgoiA+fgHw3MEAzJHRQcVxCclpCBlZOf6BQRFhABylzQDs8ahJqen4mULZvg35MWFdqKGt3SC91XgDdSN5BUEdM1MtM5V9NUtD9avBG4il22e7C7WHK43bhaWIYY9X/YPed2NB23FTzxUelV3stco0AKxhAAspUh4Nm8xBtzB31+5xeCOBNUIH2GKLW2zaWzClyBezwONBozW4SiU2KUTe2NxR0anVK4S6TIpmWcVESGBonjx1PG8Km4QAbPEqccglCwtKppDpVJZRDFaVJZq1cjRWUSlMFYz+M4OBAAGYWmBUGAAOx8wtZ32Kj3pYQq6u+CrdwUhry9BOh6Phus++OC2yVkYmMr1cshf2C2s9aqAA===',
    solution: '195287463284536197376149825657912384918374256423658719532461978741895632869723541',
  },
  littleKiller: {
    name: 'Little killer (Little Killer Sudoku)',
    source: ['https://www.youtube.com/watch?v=y4eKdI3ZJ78', 'https://sudokupad.app/nQHjr7Ggpg'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QBlNsYACAawixwCcRUBzaiAEwQG03gBfZb3nvoIHD+AXWScRQ/jOndxk3iABuAQywBXXAFYGEZTAB2CNNS1SLStZtwAmPQePxT52VwVzLnsRO+hrWggAzA5GJmYwAirqgfAA7KFOLpFubh5eGWm+mX7C6am5WYqFuaLiIFhEOBRUMNRgGgC27KAAxjBUCCAASgAMAMK9dCDMENQwrRgA9k4gACLdwwG4ILa2IFHtnXjdAIyDw6PjkxAzXQtLMSu2ABwbSltYXd22B6hHE9OzF6jLXbYANnubQ6Tx2AyB7zGn1O33wlxs/yCwJAj2eAzuUOOX3O8N+Vy6QQALCi0eD+ohDtCTmc8HM8dFEXgiUNNqD0f1dkMsTDafMGX9met3FwgA=',
    solution: '198235764427968531653714289732186945541379826986542173865421397279653418314897652',
  },
  sandwich: {
    name: 'Sandwich (Between 1 and 9 Sudoku)',
    source: ['https://www.youtube.com/watch?v=2wfR6QIvNn4&t=4s', 'https://sudokupad.app/p8fFp3hT96'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGUBDAOwBMB3CAYwAsRUBzAJwlIQG13gBfZHv3vyGCRAgLrIuo4QNkyeEqXJAA3QlgCuuAIyMIKmMQRomW6ebndF8izfGS7Q1eq0IArHoNH4Js5cvWtkEBDsHyzpq4KCAM+obGpjDmgf6OyaGpYSJiEuAkFNQ0YBoAthygVDBYWAggAEoADADC2vQRrngAHCCCIJXVtY1NAExtapG1ACw9fH1VNXhDAMxjLrgg2gDsMxXzg83TqOMdIEtuO3MDi83nR2u12tO9/Qv1zQBsqxN42ivPe9cmts7t9ThcXvsmt0QSdtA1wQC3k1EF8TsNzv8rvVtE14TD1k9ZhDFsNcaj1ks/kTEXUlmT8bVhvDMa86pN6e11lsEVi6m4Ocd1sNPizBu8BfcfszqbzNhLQdoRTLWZ15WjCbteYg1etmWJuEA',
    solution: '236941875954378612871625439182439756397856124645217398413562987569783241728194563',
  },
} satisfies Record<string, ConstraintLink>;
