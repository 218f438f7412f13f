/**
 * Small text helpers shared by the pages.
 */

/** "naked single" → "Naked single". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
