/**
 * The daily puzzle: the same for everyone on a local date, chosen from the date alone.
 */
import { mulberry32, randomInt, type VariantId } from '@sudoku-forge/core-solver';
import { fingerprint } from '../game/setup.ts';

/** Today's local date as YYYY-MM-DD (local, not UTC: a player's day starts at their midnight). */
export function localDate(now: Date = new Date()): string {
  const pad = (k: number) => String(k).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface DailyChoice {
  level: string;
  /** Index into the level's pool (taken modulo its length). */
  pick: number;
  /** The disguise seed. */
  disguise: number;
}

/** The day's level, puzzle and disguise for a variant, among the levels it has stored. */
export function dailyChoice(variant: VariantId, date: string, levels: readonly string[]): DailyChoice | null {
  if (levels.length === 0) return null;
  const seed = parseInt(fingerprint(`daily:${variant}:${date}`), 36);
  const random = mulberry32(seed);
  const level = levels[randomInt(random, levels.length)]!;
  return { level, pick: randomInt(random, 1 << 30), disguise: randomInt(random, 1 << 30) };
}

/**
 * The date of a shared daily: a link's claim (`day=`) is taken when that day's daily of the variant
 * is this level and disguise, so the friend who opens it plays it as that daily (their streak).
 */
export function dailyOfLink(variant: VariantId, date: string, levels: readonly string[], link: { level: string; disguise: number }): string | undefined {
  const choice = dailyChoice(variant, date, levels);
  return choice && choice.level === link.level && choice.disguise === link.disguise ? date : undefined;
}
