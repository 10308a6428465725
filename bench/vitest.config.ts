// Benchmarks run apart from `npm test` (they measure, they do not assert): npm run bench:render
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../vite.config.ts';

export default mergeConfig(
  { ...base, test: {} },
  defineConfig({
    test: {
      include: ['bench/**/*.bench.tsx'],
      environment: 'jsdom',
      testTimeout: 600_000,
      setupFiles: ['bench/setup.ts'],
    },
  }),
);
