// Build step (issue 29): the built app runs on preact/compat instead of react-dom. react-dom alone was 63.7 KB of the
// login page's 159 KB gzip; Preact 11's compat layer (hooks, use(), useSyncExternalStore, ref as a prop, <Context>
// as its own provider) costs about 11 KB. docs/decisions.md ("Issue 29") has the measurement and what was checked.
// Only `vite build` swaps, and so the browser tests, Lighthouse and production all run Preact. The dev server keeps
// React for its Fast Refresh (which hooks into react-dom); Vitest's unit project (a dev-server transform) and
// Storybook keep it too, as Testing Library and Storybook's renderer expect react-dom itself.
import type { Plugin } from 'vite';

const swaps: [RegExp, string][] = [
  [/^react-dom\/client$/, 'preact/compat/client'],
  [/^react-dom$/, 'preact/compat'],
  [/^react\/jsx-runtime$/, 'preact/compat/jsx-runtime'],
  [/^react\/jsx-dev-runtime$/, 'preact/compat/jsx-dev-runtime'],
  [/^react$/, 'preact/compat'],
];

export function preactCompat(): Plugin {
  return {
    name: 'vitrine-preact-compat',
    enforce: 'pre',
    config(_config, { command }) {
      if (command !== 'build' || process.env.STORYBOOK) return;
      return { resolve: { alias: swaps.map(([find, replacement]) => ({ find, replacement })) } };
    },
  };
}
