import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import LargosPrimero from './tests/orden-archivos';

const runId = `${process.pid}`;
const api = (name: string, db: 'pglite' | 'pg') => ({
  extends: true as const,
  test: {
    name,
    environment: 'node',
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/api/global-setup.ts'],
    // Every reply is written by the fast writer and by zod, and any difference is a 500: the suite guards it.
    env: { TEST_DB: db, TEST_RUN_ID: `${db}_${runId}`, COMANDA_VERIFICAR_SERIALIZACION: '1' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: 2,
    // Every project, the browser files too, shares these two workers; the longest files start first.
    sequence: { sequencer: LargosPrimero },
    reporters: ['default', './tests/summary-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
          testTimeout: 20_000,
        },
      },
      api('api-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [api('api-pg', 'pg')] : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
