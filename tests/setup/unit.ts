import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// `npm test` runs the unit files beside a browser test on the other core (scripts/testSideBySide.ts): a lazily loaded
// module's first render can take more than Testing Library's default 1 s wait there. A wait that passes returns at
// once, so this costs nothing when the answer is right; only a real failure waits the 5 s.
configure({ asyncUtilTimeout: 5_000 });
