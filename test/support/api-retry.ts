import { jest } from '@jest/globals';

/**
 * On CI an API test that fails gets one more try, as a browser test does: a rare failure of the
 * machine (a slow disk, a busy database) no longer sinks a run of ~1,800 tests, and it is not
 * hidden either. The first try's error is printed, and `npm test` names each retried test under
 * its pass (scripts/test.mjs), so a flaky test is seen and fixed. A test that fails twice fails.
 */
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
