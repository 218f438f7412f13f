/**
 * Ten published constraint puzzles for the player's browser tests (issue 27): the links a user
 * would paste, written by our own exporter (core-solver's writeFpuzzles, by
 * test/make-published.ts — do not edit the links by hand; src/game/published-puzzles.test.ts
 * checks them), with where each puzzle was published and its published solution.
 *
 * The puzzles and solutions are their setters'; we took them from the example puzzles of
 * Interactive-Sudoku-Solver (github.com/sigh/Interactive-Sudoku-Solver, data/example_puzzles.js at
 * e373f98, MIT licence, © 2023 sigh; copied in packages/core-solver/src/fixtures/
 * iss-example-puzzles.txt), whose `src` is `source` here: the video (Cracking the Cryptic on
 * YouTube) and SudokuPad link, the logic-masters page, or the page the puzzle was published on.
 * ISS names no setters, and neither do we: the source pages do.
 */
export interface PublishedPuzzle {
  /** The title the link carries (the player shows it). */
  readonly title: string;
  /** Its name among Interactive-Sudoku-Solver's examples. */
  readonly issName: string;
  /** Its rules beyond sudoku, in words. */
  readonly rules: string;
  /** Where it was published (ISS's `src`). */
  readonly source: readonly string[];
  /** The f-puzzles link our exporter writes. */
  readonly link: string;
  /** The published solution, in reading order. */
  readonly solution: string;
}

export const PUBLISHED = {
  thermo: {
    title: 'Thermo',
    issName: 'Thermo',
    rules: 'thermometers',
    source: ['https://www.youtube.com/watch?v=lgJYOuVk910', 'https://sudokupad.app/TtTmqGMBDR'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QBUALGAJwFsB7EVAcxIgBMEBtZ4AX2VADcBDLAK64ALLQjcYAOwRoSQzhy4LlSriD6DcARjETp8WfKUBdZG3X8hCAEy6pMuTBWKXz5xc0IAbHf2Gnpmxuqq4hyoGhkcGuEdFxYbFhSVEmZinpbhEeVki+DkYZyQrZuLYgNOL2Bo7siTyW2nnVBfEuJQgo5ZV+NSam6MTkFGQwaKQsoFgQkjBgLMwgAEqIAMLC1EsAHCsAzBuLAOwr1vteK1r7AKzH+8K7IMbGxVMzc/CsS3cXqIs7Nz/We4/LRrfaAy77P5eB5PNQvWbzJYg6EAlYHSErTa3FaIK6Y05omHPaYI94LRZnXE/I5Yn7bdE/VYorYrCHU0GPWrsIA===',
    solution: '847632519295471386631598247129743865486259173753816924368924751974185632512367498',
  },
  whispers: {
    title: 'German Whispers',
    issName: 'German Whispers',
    rules: 'German whispers',
    source: ['https://www.youtube.com/watch?v=nH3vat8z9uM', 'https://sudokupad.app/QM8RdBLBb9'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QHEYAnAWwEMA7AAgHUALCMAB2LBFQHMiIATBAbX7AAvshFjR40ADcyWAK64AjJwjSYFBGiKLJeiRIC6yIZJCyFuAKyr1m+Nt0Gp+l0ZNvPr78dPPv/v6+MnKKCABsthpaOjABXoEhlggoIBxq0Q6xwsHxeUEeruahuADMUfaOcYl5uTX1SWHw5WkZldnuQsXJ8DatdjFOCY1lFYPVwznGIADuDMysAqBYEBQwbPCCIABKABwAwkrsOwDsh8fbZwBMFwelF4j796jbjzeG0xZNIFYgZitrDZbV77cK3fYnC5nSEvM67C7hfaIC5Wfbwj6oL64H5/MQgAHrAT8HaI547VE3F4AFieF1K+ypFyu+1+LyUoIu7JhO2Z8Je9L5Oxp3O2qLBL0R4tOHJeB1Z0sZGO631+/1WhM2xO2NPl2plO3pkKVWIQOJywiAA===',
    solution: '796413852352689417184275693247591386615348279839762541923857164478126935561934728',
  },
  renban: {
    title: "'Leven",
    issName: "'Leven",
    rules: 'renban lines, black kropki dots',
    source: ['https://www.youtube.com/watch?v=XouRUgRsVSA', 'https://sudokupad.app/jtgN8Hd7f6'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QHIAZGANxgDsRUBzAJwgBMEBtZ4AX2Q68+794E8AusjaD+PSRI4ixU8eJAkAhlgCuuAIw0IZSvDS0NC2dIXz5p82YszRNhyfvWXl57df8rHn15EhaCgAjZX02ECwIchgwFmYQACUAFgBhAA4qRNTETISAVhSc1ASANkKQISFeCKiYuMSAdnLitObExDaEjozK6sjo2PhWRLKG3KaxlpTJxNaSiqquGoH6hIAmFPnizU3cnby9lKSFvtrB4fWUzUPr7ZS1w4BmE6X+uqH4y+fijePix6OuVSx16rzOqwKB2KBS2I12xSa81BoDe50+BT+iQK3zhOISTWeyOW7wuANuWSuuQK5Py9xeKPBH0alKmNI6bLpRNRqyamISrT5HUFKUJVX8tGUGAA9ixQABjGBYLDnRIbIqJAE5RbyxXKliJHYzBI7HrVBVKlUJAGwq0pA7akDmvVDClGgpjMXsIA==',
    solution: '132769845496518723758342196815473269963285417274196358521937684389624571647851932',
  },
  palindrome: {
    title: 'Palindrome Sudoku',
    issName: 'Sudoku Variants Series (013) - Palindrome Sudoku',
    rules: 'palindromes',
    source: [
      'https://logic-masters.de/Raetselportal/Raetsel/zeigen.php?chlang=en&id=0001WP',
      'https://sudokupad.app/0eqtn1ibko',
    ],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QAUBDLCAOwBMAnAewFsYACAZQFdzqBrFkVAc0ojkEAbWGgAbsRa4AbHwjiYpBGkrSAvsmCbtWnfr2GJU3AFZ5i5fFUaAusjEHjWaQgAcFpSrUwnISS5mnlY2vkb+JggoILwKXtY+Tur2jkZJaWkpzq7wHjFxIYkZutm4AIzB3hrFOhGBCADMlQl2DiXppQgALM2hHfpZ/Vp1OQBMvUXtmW1DU3PJbSO40bGWVWElSwgA7BPV88MBOXmr8X3hR7jj+WstvoOHkfDmN2eTs7WXCHKvhfvJ9hAAAdiGQqHRcGIQCRSDAwCJhCAAErbADCZR4yJkqNGmKRpnReK6OLxDVRDTxo1RXTxZVRpkpqJktNR2xAtlstRhcIRyMQ5LxbmpeP5DNQSKFzPFaLZ4uxbjxBMQRNRCvFZOVHK5ZB58FEyLRNOl9LxaKlWNZist4uJbK1w258L1iKRZPNrpN6uFNoF4oJFLlAq1nKAA=',
    solution: '694178235128453976375296481842619753719345628536827149283761594967534812451982367',
  },
  arrow: {
    title: 'Arrow',
    issName: 'Arrow',
    rules: 'arrows',
    source: ['https://sugarroad.blogspot.com/search/label/sudoku'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QEEAnQgewHcRUBzQiAEwQG1HgBfZUANwEMsBXXADZqETjAB2CNIQHs2HOYoXKuvAQhQgqoiVJkxWAXWQsQPfrk3axk+NNkql8506MmXjzx7bGWrr/4+7oEhjr7eoRHhkTHRAfHOZmq4AMwiNnqy4UkWCAAs6bp2+jFeOerwAOyFtvYGCobGINzE5EygAMYwWFhgTCAASgCMAMIArCBNWBDiMH3wzIOjE6gDAEwjeZSDKSMp2wN5I2sHYyNDk4ZyIF0984w7I5WTqNOz9w8Du8+rG4IHuxWgyOW1WZ32jWut16/QGgmOLxAbzmTE+8JOq0qewO8NBgzOQMOI3+kI4N26MIWgyxWymMxRC0+NIOWMJWJJVzJ0Pug3hzzp71RvKepxFqyO/M5nQpPIGZ0QiORH3xIwVq3hAA4WWLBhriQdEONLkZWEA=',
    solution: '167584329985362417342719856718293645253647198694158732571936284829471563436825971',
  },
  xvKropki: {
    title: 'XV Kropki Sudoku',
    issName: 'XV Kropki Sudoku',
    rules: 'X and V, white and black kropki dots',
    source: ['https://www.youtube.com/watch?v=TT-6BfDeCdc', 'https://sudokupad.app/LTR8GR7D84'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QA0A1AAgGkAnAewAcBrCYgZQFcATS25kVAc3IlYIA2kOABfZOMkSpsmfOkBdZKIVzpG9eOWrNa/Xp1aDxpStMX9RkzcPnbls7seXre96+UgAHgDdhoADGMFhYYMIgAEoATADCAIzcUXHRIF6+AIZYzLgEIDIgwaHh8EJRAMwJSZGVqelZOQh5BUVhEZHxsQAc1Z0A7Gmomdm5+PmShSFtpcmxA6gx3YMgw414Yy1TJWWRfUsLXUv1I00bE63bUXuI1Yc3x2vN51vth+XViLHvD6PjQS8zSKHVILT51IYNX6bYrtACssQALNV4bDlqsoc8YYDgbcvmjIU1CH9JlidocegdYvcISc8ETodMdnFEgtKokfoTiRd2v1qnEBhy6fkvOQMhhKAESYzZqiFnEAGxpBmXSII2KKhbwxWKZVw9XVeX6nWY6U1KoLNXssReVgQABmdpg5BgADtgpLuYDKu9WbE6rrAWqfVF4d8A2TEbjUcb/qSoocNfG5kqTSr4SCoob/TqgA==',
    solution: '195287463284536197376149825657912384918374256423658719532461978741895632869723541',
  },
  littleKiller: {
    title: 'Little Killer Sudoku',
    issName: 'Little Killer Sudoku',
    rules: 'little killer diagonals',
    source: ['https://www.youtube.com/watch?v=y4eKdI3ZJ78', 'https://sudokupad.app/nQHjr7Ggpg'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QBlNsYACAaQixwCcSBlAVwBMB7AawZFQHNqImEAbUHAAvsjETxkmdLlSAushHzZU9WrFKVEkADcAhlga4ArDwh6YAOwRpqJ1U92HjuAEwWrt+PccbRbU1nYMVlUNBXEwQAZi8bOwcYaX0jaPgAdnifP2SAgKCQooLw4oi5Qvzykp1q8oUlECwiHDZKGjAGAFshUABjGCoEEAAlAAYAYTGuECYIahg+jBYfEAAREZmo3BB3dxAUgaG8EYBGKZm5haWIFeGNrbSd9wAOA90jrGGR9wvUK8Wy1WD1Q22G7gAbO9+oMvidJlD/vNAbdgfhHm5wTFoSBPt9Jm8kdcgfd0aCnsMYgAWHF4+ETRCXZE3O54NZk1KYvBU6aHWH4ianaZElGs9YcsHc/aBURAA',
    solution: '198235764427968531653714289732186945541379826986542173865421397279653418314897652',
  },
  sandwich: {
    title: 'Between 1 and 9 Sudoku',
    issName: 'Between 1 and 9 Sudoku',
    rules: 'sandwich sums',
    source: ['https://www.youtube.com/watch?v=2wfR6QIvNn4&t=4s', 'https://sudokupad.app/p8fFp3hT96'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QCEY0B3GGAOwAIBGSgQ3IBNLFKBlAV0YHsBrDkKgDmAJwiMEAbUnAAvsjkL5ilcrVKAushnrVS/XrladBkADc6WDrmrCIZigjQjrutwdnHD775u2+Vc0trBABWOwdyJxcYHzUvOI8ko39EwyCrXBQQIXtHeGdXDwTktPjU0srVDS1wBkZiCABjAAswDgBbKVAmmCwsBBAAJQAGAGFqQQyQvAAOEGUQXv7B0bGAJimLTMGAFgWFJb6BvDWAZi3g3BBqAHYDnuPV8f3UbZmQM9CHo5XT8e+byug2o+0WyxOw3GADZLjs8NQLuCnv8xvcgfDPj8Ic8xvMMR9qCNsSioWNEHCPutvsi/sNqGNiQTrmDDjjTutGZTrmckWzSUMzlzmYN1sTaZChrthdNrncSXShqEZe9rutYRLVtCVcCEeL+YrbjrMdQNQbJbNjVTWY9FYgrddxRpZEA==',
    solution: '236941875954378612871625439182439756397856124645217398413562987569783241728194563',
  },
  oddEven: {
    title: 'Odd & even',
    issName: 'Odd & even',
    rules: 'odd and even cells',
    source: ['https://www.youtube.com/watch?v=Q7hhVgE8zGM', 'https://sudokupad.app/8bNmDd4J9G'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QHkATQgAgDISYA3GAOxFQHMAnCQhAbQ+AF9lf+fAcJBUAhlgCuuAOxMINevDTNpQ0ROkIATPMUIVa/hqm4AjHroHVMdeNMIAbJaWHbAXWTchPwX9D2WvAALC7WRgGauCggjApWyjZ2UQhysfGuScaBuACsYYlqnt7+vsJlPsXlpTXVvFUVtY31XnXN7Q1NXeVVJkG66fqFttkp8GlxQ27JDiEF06Oz+YMJC22lvTkIMZOrWZFL8/t9uAAcRxEnOhcj6z2eINQJ3CAAxjBYWAggAErBAMIyEDqd6fb5/f6nYHGUFfPA/XL/RzQ0Cw8GOJEot4fOG/DFAkE49GQrFo+EyTGEsHw06A0lEmkkngPAD2xE4qIZv20/wAzPTqb9ef9tALcRDgmLwQDRVTxYjJXLwYjZTCuT9hYq1YKfhj+cyeEA===',
    solution: '549837216823614975716925348635149827492786153187352469361478592274593681958261734',
  },
  killer: {
    title: 'Killer',
    issName: 'Killer',
    rules: 'killer cages',
    source: ['https://en.wikipedia.org/wiki/Killer_sudoku#/media/File:Killersudoku_color.svg'],
    link: 'https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGkIscAnEVAcxIgBMEBte4AX2Rbdfa8544F1kTXtw6iRLAULHCZ0yeNkL+gpapnzFmuSq1rlUvWo3STRgSADWRUgGMAhhVxMQNmMTAMQAJQCMAYR9yb38AJhBzADc7LABXXBAAZhBOFzcsD3h6YL8k1F8/ABYg/IBWcNQo2PifMpTXd08vEIDi5rC8hJaOvzDI6LiEEBDatlSGzO9m3MnC8pBKgbwfAHZk0fr0xs7pr06ivILZvqrBxDXQDYys/IA2Vr8yvOa77rLjxaGwurSr7NWnvyrd7xIrfcbXfwADnu0OBgx8dzBmwm+TOALR3k6GK8hzOcKWIwuPy2gOKnWhB1J+KGAAZzmNkddOi9vIcWV4Sn47tToUjfjiHsVOY9vDdBdSVvTLo1OftRbM8ssjhV+vEQnS+Y1Du1WTk5gtqqD1sSUYdAnlOYFqYjjeDvJydRy9Xkxb0VSclklNSixTslY6lUlrVKTddDhT7aSLX5Ye6PpLvdcxebvEqU15IV1vIgWtSQqtE95M46c275qrBrzbYyi87s3qJTaiXavEqRRmFbX2zmihKNdX+ZzsWK8XHql8B40xf95bHyx6QE2GfyxeylWuqWPBuqQy3M+zM0CtwTdzXWzHikrsZmIx3R/P40bm2ec92ucUc0eH9UvZOUTnbxze8DXhAs+GYIA',
    solution: '215647398368952174794381652586274931142593867973816425821739546659428713437165289',
  },
} satisfies Record<string, PublishedPuzzle>;

export type PublishedKey = keyof typeof PUBLISHED;
