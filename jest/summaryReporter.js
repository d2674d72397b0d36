// Prints the plain closing line CI reads: "unit: N passed, N failed".
module.exports = class SummaryReporter {
  onRunComplete(_contexts, results) {
    console.log(
      `\nunit: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped`,
    );
  }
};
