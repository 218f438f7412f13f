/** A Playwright reporter that prints the ten slowest tests once the run ends (beside `list`). */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SlowestTests implements Reporter {
  private readonly times: { title: string; ms: number }[] = [];

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.times.push({ title: test.title, ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    const slowest = [...this.times].sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (slowest.length === 0) return;
    console.log('\nThe ten slowest tests:');
    for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
  }
}
