/**
 * The daily puzzle: the same for everyone on a local date. Its level follows the weekday (easy on
 * Monday, harder through the week, the hardest on Sunday), so a player knows what a day brings;
 * the puzzle and its disguise are drawn from the date alone.
 */
import { mulberry32, randomInt, type VariantId } from '@sudoku-forge/core-solver';
import { fingerprint } from '../game/setup.ts';

/** Today's local date as YYYY-MM-DD (local, not UTC: a player's day starts at their midnight). */
export function localDate(now: Date = new Date()): string {
  const pad = (k: number) => String(k).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The date `days` before a YYYY-MM-DD date (calendar days, no time zone involved). */
export function daysBefore(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a YYYY-MM-DD date. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The level each weekday aims at, Sunday first: easy Monday, rising to the hardest on Sunday. */
export const WEEKDAY_LEVELS = ['extreme', 'easy', 'medium', 'medium', 'hard', 'hard', 'expert'] as const;
const ORDER = ['easy', 'medium', 'hard', 'expert', 'extreme'];

/**
 * The day's level among the stored ones: the weekday's, else the hardest stored below it, else the
 * easiest stored (a variant with easy puzzles only has an easy daily every day).
 */
export function dailyLevel(date: string, levels: readonly string[]): string | null {
  if (levels.length === 0) return null;
  const target = ORDER.indexOf(WEEKDAY_LEVELS[weekday(date)]!);
  const below = levels.filter((level) => ORDER.indexOf(level) <= target);
  return below.length > 0 ? below.reduce((a, b) => (ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a)) : levels[0]!;
}

export interface DailyChoice {
  level: string;
  /** Index into the level's pool (taken modulo its length). */
  pick: number;
  /** The disguise seed. */
  disguise: number;
}

/** The day's level (by weekday), puzzle and disguise for a variant, among the levels it has stored. */
export function dailyChoice(variant: VariantId, date: string, levels: readonly string[]): DailyChoice | null {
  const level = dailyLevel(date, levels);
  if (level === null) return null;
  const seed = parseInt(fingerprint(`daily:${variant}:${date}`), 36);
  const random = mulberry32(seed);
  return { level, pick: randomInt(random, 1 << 30), disguise: randomInt(random, 1 << 30) };
}

/**
 * The date of a shared daily: a link's claim (`day=`) is taken when that day's daily of the variant
 * is this level and disguise, so the friend who opens it plays it as that daily (their streak).
 */
export function dailyOfLink(
  variant: VariantId,
  date: string,
  levels: readonly string[],
  link: { level: string; disguise: number },
): string | undefined {
  const choice = dailyChoice(variant, date, levels);
  return choice && choice.level === link.level && choice.disguise === link.disguise ? date : undefined;
}

export interface ArchiveDay {
  date: string;
  level: string;
  /** Solved, started (not solved) or not opened, from the saved games. */
  state: 'solved' | 'started' | 'new';
}

/** The last `count` days' dailies of a variant, newest first (today included), with how far each got. */
export function dailyArchive(
  variant: VariantId,
  today: string,
  levels: readonly string[],
  games: readonly { variant: string; daily?: string | undefined; completed: boolean }[],
  count = 14,
): ArchiveDay[] {
  const days: ArchiveDay[] = [];
  for (let back = 0; back < count; back++) {
    const date = daysBefore(today, back);
    const level = dailyLevel(date, levels);
    if (level === null) break;
    const mine = games.filter((g) => g.variant === variant && g.daily === date);
    days.push({ date, level, state: mine.some((g) => g.completed) ? 'solved' : mine.length > 0 ? 'started' : 'new' });
  }
  return days;
}
