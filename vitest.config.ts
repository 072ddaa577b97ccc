import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The embedded-database load test goes first, on a machine that nothing else keeps busy yet: its
 * figures are the server's, not those of the Chromium journeys that ran before it.
 */
class LoadTestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLoad = (file: TestSpecification) => file.moduleId.endsWith('/load.spec.ts');
    return [...sorted.filter(isLoad), ...sorted.filter((file) => !isLoad(file))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LoadTestFirst },
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/common/**/*.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          // Each file holds its own database copy; two at a time fits the machine.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/testing/setup.ts'],
          maxWorkers: 2,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          // Each journey fails on the WCAG violations its pages show (tests/e2e/support/a11y.ts).
          setupFiles: ['tests/e2e/support/a11y-setup.ts'],
          // Journeys share one server and one Chromium; run the files one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
