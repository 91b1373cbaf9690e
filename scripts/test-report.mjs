// Reads the test runners' JSON reports for `npm test` (scripts/test.mjs): the
// totals, and each failed test by name with the start of its message, which
// `npm test` prints again at its very end because CI shows only the log's tail.

/** The first lines of a failure's message, without terminal colours. */
export function firstLines(message = "", n = 6) {
  return (
    message
      // eslint-disable-next-line no-control-regex -- the ANSI colour codes the runners put in messages
      .replace(/\u001b\[[0-9;]*m/g, "")
      .split("\n")
      .filter((line) => line.trim())
      .slice(0, n)
      .join("\n    ")
  );
}

/** Vitest's JSON report: totals, and "file › test" with its message for each failure. */
export function vitestReport(report, relative = (file) => file) {
  const failed = [];
  for (const file of report.testResults ?? []) {
    const where = relative(file.name);
    const failures = (file.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failures) failed.push(`${where} › ${a.fullName}\n    ${firstLines(a.failureMessages?.[0])}`);
    // A file that fails before its tests run (an import, a hook) has no failed test of its own.
    if (file.status === "failed" && failures.length === 0) failed.push(`${where}\n    ${firstLines(file.message)}`);
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failedTests: failed,
  };
}

/** Playwright's JSON report: totals, and "[project] file:line › describe › test" with its message for each failure. */
export function playwrightReport(report) {
  const failed = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== "unexpected") continue;
        const last = t.results?.at(-1);
        const name = [...titles, spec.title].join(" › ");
        failed.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${name}\n    ${firstLines(last?.error?.message ?? last?.status)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The outermost suites are files, whose title is the file's name, already in the line.
  for (const file of report.suites ?? []) visit(file, []);
  for (const error of report.errors ?? []) failed.push(`outside any test\n    ${firstLines(error.message)}`);
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
    failedTests: failed,
  };
}
