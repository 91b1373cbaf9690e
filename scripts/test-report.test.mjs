import { expect, it } from "vitest";

import { firstLines, playwrightReport, vitestReport } from "./test-report.mjs";

// Shaped as the runners write them (trimmed to the fields read).
const playwright = {
  stats: { expected: 3, flaky: 1, unexpected: 1, skipped: 32 },
  suites: [
    {
      title: "navigation.spec.ts",
      file: "navigation.spec.ts",
      specs: [{ title: "top level passes", file: "navigation.spec.ts", line: 4, tests: [{ projectName: "site", status: "expected", results: [] }] }],
      suites: [
        {
          title: "back link",
          file: "navigation.spec.ts",
          specs: [
            {
              title: "goes back",
              file: "navigation.spec.ts",
              line: 51,
              tests: [
                {
                  projectName: "site",
                  status: "unexpected",
                  results: [
                    { status: "failed", error: { message: "\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: getByText('x')" } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  errors: [{ message: "Error: worker process exited unexpectedly" }],
};

const vitest = {
  numPassedTests: 5,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  testResults: [
    {
      name: "/repo/src/a.test.ts",
      status: "failed",
      assertionResults: [
        { status: "passed", fullName: "outer passes" },
        { status: "failed", fullName: "outer fails", failureMessages: ["AssertionError: expected 1 to be 2\n    at a.test.ts:2"] },
      ],
    },
    { name: "/repo/src/b.test.ts", status: "failed", message: "Error: Cannot find module './gone'", assertionResults: [] },
    { name: "/repo/src/c.test.ts", status: "passed", assertionResults: [{ status: "passed", fullName: "c" }] },
  ],
};

it("counts Playwright's flaky tests as passed and names each failure with its describe and message", () => {
  const r = playwrightReport(playwright);
  expect(r).toMatchObject({ passed: 4, failed: 1, skipped: 32 });
  expect(r.failedTests).toEqual([
    "[site] navigation.spec.ts:51 › back link › goes back\n    Error: expect(locator).toBeVisible() failed\n    Locator: getByText('x')",
    "outside any test\n    Error: worker process exited unexpectedly",
  ]);
});

it("names vitest's failed tests, and a file that failed before any test ran", () => {
  const r = vitestReport(vitest, (file) => file.replace("/repo/", ""));
  expect(r).toMatchObject({ passed: 5, failed: 1, skipped: 2 });
  expect(r.failedTests).toEqual([
    "src/a.test.ts › outer fails\n    AssertionError: expected 1 to be 2\n        at a.test.ts:2",
    "src/b.test.ts\n    Error: Cannot find module './gone'",
  ]);
});

it("keeps a message's first lines, without blank lines", () => {
  expect(firstLines("a\n\nb\nc\nd", 2)).toBe("a\n    b");
  expect(firstLines(undefined)).toBe("");
});
