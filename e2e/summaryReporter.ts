import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints the plain closing line CI reads: "N passed, N failed, N skipped". */
export default class SummaryReporter implements Reporter {
  private counts = { passed: 0, failed: 0, skipped: 0 };

  onTestEnd(_test: TestCase, result: TestResult): void {
    if (result.status === 'passed') this.counts.passed += 1;
    else if (result.status === 'skipped') this.counts.skipped += 1;
    else this.counts.failed += 1;
  }

  onEnd(_result: FullResult): void {
    const { passed, failed, skipped } = this.counts;
    console.log(`\nbrowser: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
