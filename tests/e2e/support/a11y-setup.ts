/** Every journey ends by waiting for its pages' accessibility checks and fails on what they found. */
import { afterEach } from 'vitest';
import { flushA11y, formatFindings, takeFindings } from './a11y';

afterEach(async () => {
  await flushA11y();
  const { findings, failures } = takeFindings();
  const problems = [
    ...(findings.length > 0 ? [formatFindings(findings)] : []),
    ...failures.map((failure) => `The accessibility check could not run: ${failure}`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
});
