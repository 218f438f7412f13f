/**
 * One or two plain sentences per technique for the guide. Names are the grader's (lower case).
 */
export const TECHNIQUE_EXPLANATIONS: Record<string, string> = {
  'full house': 'A house with one empty cell left: that cell takes the one missing digit.',
  'naked single':
    'A cell whose row, column, box (and any extra unit) already hold every digit but one: that one goes in.',
  'hidden single': 'A digit that fits in only one cell of a house goes there, whatever else that cell could hold.',
  'locked candidates':
    'When a digit’s places in a box all lie in one row or column (or the other way round), it can be removed from the rest of that line (or box).',
  'locked candidates pointing':
    'A digit confined to one line inside a box points along that line: the rest of the line loses the digit.',
  'locked candidates claiming':
    'A digit confined to one box inside a line claims it: the rest of the box loses the digit.',
  'locked pair': 'A naked pair that also lies in one box and one line clears both houses at once.',
  'locked triple': 'A naked triple that also lies in one box and one line clears both houses at once.',
  'naked pair':
    'Two cells of a house that can only hold the same two digits take those digits; no other cell of the house can.',
  'naked triple': 'Three cells of a house whose candidates together are three digits own those digits in that house.',
  'naked quad': 'Four cells of a house whose candidates together are four digits own those digits in that house.',
  'hidden pair':
    'Two digits that fit in only the same two cells of a house fill those cells: other candidates there go.',
  'hidden triple': 'Three digits confined to three cells of a house fill them: other candidates there go.',
  'hidden quad': 'Four digits confined to four cells of a house fill them: other candidates there go.',
  'locked candidates (pointing)':
    'A digit whose places in a box all lie in one row or column points along that line: the rest of the line loses the digit.',
  'locked candidates (claiming)':
    'A digit whose places in a row or column all lie in one box is claimed by it: the rest of the box loses the digit.',
  'one innie or outie':
    'Every house adds up to 45 (for 9×9). When the cages wholly inside a house leave one cell of it uncovered, that cell is 45 minus their sum; when the cages covering a house stick out by one cell, that cell is their sum minus 45.',
  'innies and outies':
    'Every house adds up to 45 (for 9×9): subtract the cages wholly inside it and what is left is the sum of the two or three cells poking in (or out) — a small cage of its own, with its own combinations.',
  'multi-unit innies and outies':
    'The rule of 45 over two or three houses at once (90 or 135 on 9×9): their cages fix the total of the few cells that stick in or out.',
  'innies minus outies':
    'Count a house’s cages, some that stick out included: the cells left inside minus the cells sticking out come to a fixed number (r1c1 − r4c1 = 3, say), which rules out digits on both sides.',
  'cage splitting':
    'When only one cage sticks out of a house (or two or three houses), the rule of 45 gives the sum of its part inside; the cage splits into two smaller cages whose digits differ, each with its own combinations.',
  'combination chain':
    'A chain of alternating links where a node may be a cage’s combination: a cage with two combinations left has exactly one of them, and a combination rules out the digits it lacks in the cage. Whatever ends the chain, one of its two ends is true, so a candidate that clashes with both goes.',
  'combination subset':
    'Two cages in one house cannot share a digit, so only pairs of their combinations with nothing in common can stand; digits every such pair holds are locked in the two cages.',
  'large-area innies and outies':
    'The rule of 45 over four to six houses (a band with one more line, two bands): the cages fix the total of the few cells that stick in or out.',
  'last cage cell':
    'A cage with one empty cell left: that cell is the cage’s sum minus the digits already in it. A one-cell cage is its sum.',
  'one-combination cage':
    'Some sums can be made only one way (3 in two cells = 1+2, 17 in two = 8+9, 6 in three = 1+2+3, 24 in three = 7+8+9): the cage’s cells hold those digits and no others.',
  'unit-cage intersection':
    'When a digit’s places in a row, column or box all lie in one cage, that cage holds the digit: only its combinations with that digit remain.',
  'cage-unit intersection':
    'A digit a cage must contain, whose places in the cage all lie in one row, column or box, cannot appear elsewhere in that house.',
  'unique rectangle type 1':
    'Three corners of a rectangle over two boxes hold only the same pair: the fourth cannot be that pair too, or two solutions would swap, so it loses both digits.',
  'unique rectangle type 2':
    'A rectangle of the same pair with one extra digit on two corners: that extra digit must be in one of them, so cells seeing both lose it.',
  'unique rectangle type 3':
    'A rectangle whose extra digits act like one cell of a naked subset with other cells of their house.',
  'unique rectangle type 4':
    'A rectangle where one of the pair digits is locked into the two extra cells: the other digit leaves them.',
  'unique rectangle type 5':
    'Like type 2, but the one extra digit sits on two opposite corners or on three: it must be in one of them, so cells seeing all of them lose it.',
  'unique rectangle type 6':
    'Two opposite corners hold only the pair, and one pair digit lives only in the rectangle along both its rows (or columns): the other two corners cannot be that digit.',
  'hidden rectangle':
    'One corner holds only the pair, and along the row and column of the opposite corner one pair digit fits only in the rectangle: the opposite corner cannot be the other pair digit.',
  'avoidable rectangle type 1':
    'Three corners of a rectangle over two boxes were solved (not given) as a, b, b: the fourth cannot be a, or the four could swap and the puzzle would have two solutions.',
  'avoidable rectangle type 2':
    'Two solved (not given) corners of a rectangle and two empty ones, each with the digit that would complete a swap and the same extra digit: one of them is that extra digit, so cells seeing both lose it.',
  'finned x-wing':
    'An X-wing with a few extra places (the fin) in one box: the eliminations that also see the fin still hold.',
  'sashimi x-wing':
    'A finned X-wing with one corner missing: still, cells that see the fin and the pattern lose the digit.',
  'finned swordfish': 'A swordfish with a fin: eliminations that also see the fin hold.',
  'sashimi swordfish': 'A finned swordfish with a corner missing.',
  'finned jellyfish': 'A jellyfish with a fin: eliminations that also see the fin hold.',
  'sashimi jellyfish': 'A finned jellyfish with a corner missing.',
  'franken x-wing':
    'A fish whose base mixes rows (or columns) with boxes: two houses that each hold a digit once, in different cells, with all those places inside two cover houses. The cover houses lose the digit everywhere else.',
  'franken swordfish': 'The Franken X-wing with three base and three cover houses, boxes among them.',
  'franken jellyfish': 'The Franken X-wing with four base and four cover houses, boxes among them.',
  'finned franken x-wing':
    'A Franken X-wing with a few extra places (the fins) in one box: either a fin holds the digit or the fish does, so cells that see every fin lose it.',
  'finned franken swordfish': 'A Franken swordfish with fins in one box: eliminations must also see every fin.',
  'finned franken jellyfish': 'A Franken jellyfish with fins in one box: eliminations must also see every fin.',
  'mutant x-wing':
    'A fish with any houses as base and cover, say a row and a column covered by two boxes: the base holds the digit twice, filling the cover, so the rest of the cover loses it.',
  'mutant swordfish':
    'A mutant fish with three base and three cover houses mixed freely from rows, columns, boxes (and diagonals or windows).',
  'mutant jellyfish':
    'A mutant fish with four base and four cover houses mixed freely from rows, columns, boxes (and diagonals or windows).',
  'sue de coq':
    'Two or three cells where a line meets a box hold two or more digits too many; a set of cells in the rest of the line and one in the rest of the box, sharing no digit, soak up the extras so that all of them together hold exactly as many digits as cells. Then the line set’s digits leave the rest of the line, the box set’s the rest of the box, and overlap digits in neither set leave both.',
  aic: 'An alternating inference chain: strong and weak links between candidates; one end or the other is true, so whatever sees both ends goes.',
  'als-xz':
    'Two almost locked sets (n cells holding n+1 digits) share a digit X whose places in both see each other, so X lies in at most one: the other is locked, and a second shared digit Z must be in one of them, so cells seeing every Z of both lose Z.',
  'als-xy-wing':
    'Three almost locked sets: a pivot linked to two wings by restricted digits; as in an XY-wing, one wing must hold Z, so cells seeing every Z of both wings lose it.',
  'joined constraints':
    'Constraints that share cells (two black dots on one cell, a dot on a line) read together: try every way to fill them, with cells that see each other holding different digits. A candidate no way keeps goes, and so does a digit from a cell that sees it in every way (two black dots in a row double twice: 1-2-4 or 2-4-8, so the middle cell is 2 or 4).',
  'constraints meeting in a house':
    'Two separate constraint shapes that both reach into one row, column or box, read together like joined constraints: every way to fill both, cells that see each other holding different digits. A candidate no way keeps goes, and so does a digit from a cell that sees it in every way (two black dots in a row that already has its 3 must be 1-2 and 4-8, so the row’s other cells lose 1, 2, 4 and 8).',
  'house and its constraints':
    'A row, column or box filled in your head together with every constraint shape that reaches into it: the house holds each digit once, its cells and the shapes’ cells that see each other differ, and each shape keeps its rule. A candidate no filling keeps goes, and so does a digit from a cell that sees it in every filling (a column with two V–X box shapes and a white dot in it can only take its 1 to 9 one way round, so the shapes’ other cells lose the rest).',
  'constraint chain':
    'An AIC whose weak links may also pass through a constraint: two candidates that a thermo, dot, line or sum forbids together (if this cell is 3, the thermo keeps the next one above 3) cannot both be true. One end or the other is true, so whatever conflicts with both ends, by a house or a constraint, goes.',
  'grouped aic':
    'An AIC whose links may also run through a group: a digit’s two or three places where a box meets a row or column, treated as one node that is true when the digit is in any of them; whatever sees both ends of the chain (every cell of a group end) goes.',
  'forcing chain':
    'Try each candidate of a cell (or each place of a digit): if every branch leads to the same conclusion, that conclusion is true.',
  'forcing net': 'A forcing chain whose branches spread into nets of consequences before they agree.',
  'nested forcing net':
    'The last resort: assume a candidate, and while following its consequences also rule out every candidate a forcing net would rule out there; if the grid still breaks, the assumption was false.',
  'x-wing':
    'A digit with exactly two places in each of two rows, in the same two columns, must take one corner pair: the columns lose it elsewhere.',
  swordfish: 'The X-wing with three rows and three columns.',
  jellyfish: 'The X-wing with four rows and four columns.',
  skyscraper:
    'Two rows each with two places for a digit, sharing one column: cells that see both other ends cannot hold it.',
  '2-string kite':
    'A row and a column with two places each for a digit, linked in a box: cells seeing both free ends lose the digit.',
  'turbot fish': 'A chain of four strong and weak links for one digit: a cell seeing both ends cannot hold it.',
  'empty rectangle':
    'A box whose places for a digit form a cross, combined with a strong link outside, removes the digit where the two meet.',
  'xy-wing':
    'A pivot cell XY sees two wings XZ and YZ: whichever the pivot is, one wing is Z, so cells seeing both wings lose Z.',
  'xyz-wing': 'Like the XY-wing with a pivot XYZ: cells that see all three cells lose Z.',
  'w-wing': 'Two cells with the same pair XY, linked by a strong link on X: cells seeing both lose Y.',
  'remote pair': 'A chain of cells with the same pair: cells seeing two ends of opposite parity lose both digits.',
  'simple colours':
    'Colour a digit’s strong links in two colours: one colour is true, so a cell seeing both colours loses the digit.',
  'multi colours': 'Two colour clusters of one digit linked together rule out more cells.',
  'unique rectangle':
    'Four cells in two boxes that could swap two digits would make two solutions; a unique puzzle forbids that pattern.',
  'bug+1':
    'If every empty cell but one had two candidates the puzzle would have two solutions, so the odd cell takes its third digit.',
  'x-chain': 'An alternating chain of strong and weak links on one digit: a cell seeing both ends cannot hold it.',
  'xy-chain':
    'A chain of two-candidate cells: whichever end is false, the other is true, so cells seeing both ends lose that digit.',
  'cage combinations':
    'Only some sets of different digits add up to a cage’s sum, and with the candidates left fewer still fit (27 in four cells: 3+7+8+9, 4+6+8+9 or 5+6+7+9); digits in none of them leave the cage.',
  'rule of 45': 'Every house adds up to 45: the cages inside it fix the sum of the cells poking in or out.',
  // Constraint puzzles (issue 27): what one mark, dot or line allows on its own.
  'last sum cell':
    'An arrow or a little killer with one empty cell left: the circle is the sum of its line and a diagonal adds up to its clue, so that cell is the circle (or clue) minus the placed digits — or, for an empty circle, the line’s total. A one-cell arrow is a clone of its circle.',
  'parity mark': 'A grey circle holds an odd digit and a grey square an even one: the other digits leave the cell.',
  'minimum and maximum':
    'A minimum cell is smaller than each orthogonal neighbour (so never 9), a maximum cell larger (never 1).',
  thermometer:
    'Digits rise from the bulb, so a cell is at least its place on the thermo and at most what the cells after it leave room for.',
  'xv sum': 'An X pair adds up to 10 and a V pair to 5: each cell keeps only digits with a partner on the other side.',
  'kropki dot':
    'A white dot joins consecutive digits, a black dot a digit and its double: 5, 7 and 9 never sit on a black dot.',
  'non-consecutive':
    'Orthogonal neighbours never hold consecutive digits: a placed 5 takes 4 and 6 from the cells beside it.',
  'palindrome and clone':
    'Mirrored cells on a palindrome, and a clone’s cells, hold the same digit: they share their candidates.',
  quadruple: 'The digits in a corner circle all appear in the four cells around it.',
  'whisper line':
    'Neighbours on a German whisper differ by at least 5, so 5 has no partner and never sits on the line.',
  'whisper neighbours':
    'Two neighbours of a whisper cell that see each other need two different partners: a 4 between them would need a 9 on each side, so it cannot stand there.',
  'whisper high/low':
    'A German whisper alternates between low (1–4) and high (6–9) digits, so every second cell has the same polarity. When the cells of one polarity that share a box, row or column have too few low (or high) digits left, the whole alternation is fixed; and when both ways take the same digits from a house, its other cells lose them.',
  'arrow sum':
    'The digits on an arrow add up to its circle: the circle is at least the smallest total the line can make, the line at most what the circle allows.',
  'renban line':
    'A renban holds a run of consecutive digits in any order: a 1 on a three-cell line leaves only 2 and 3 for the rest.',
  'between line':
    'Digits on a between line lie strictly between its two end circles, so the inside never holds 1 or 9.',
  'entropic line':
    'Every three cells in a row on the line hold one low (1–3), one middle (4–6) and one high (7–9) digit.',
  'line-house intersection':
    'A line, arrow, dot or other constraint that cannot be filled inside a row, column or box without some digit holds that house’s copy of it: a four-cell renban in one box whose runs all hold a 5 takes the box’s 5, so the box’s other cells lose 5.',
  'line-house pigeonhole':
    'Two constraints in one house that each need a 4 or a 6 there (a four-cell renban does, and so does a black dot that cannot be 1–2) take both digits between them, so the house’s other cells lose 4 and 6. The same holds for three constraints and three digits.',
  'negative constraint':
    'Where no dot or letter is drawn, the pair does not have its property: beside a 1 with no V, no 4.',
  'little killer sum':
    'The digits along the clue’s diagonal add up to it; cells that see each other count as different digits.',
  'region sum line': 'The line adds up to the same total in every region it crosses.',
  'sandwich sum':
    'The digits between the 1 and the 9 of a row or column add up to the clue, which fixes where the 1 and the 9 can stand.',
};

export function explanationOf(technique: string): string {
  return (
    TECHNIQUE_EXPLANATIONS[technique] ??
    'A logical step the grader names; see the worked example for how it works on a real puzzle.'
  );
}
