// axe-core (WCAG 2.0–2.2 A and AA) in a playwright page, shared by the CI test (axe.test.ts) and npm run bench:web.
// axe skips text it takes for an icon font's ligature: it draws the text's first character alone and inside the
// word, and calls the text an icon when the two differ. Joined scripts (Arabic) always differ — an Arabic letter
// has another shape at the start of a word — so axe 4.x left every Arabic word out of color-contrast and compared
// no visible text for label-content-name-mismatch. Its thresholds (`pixelThreshold`, `occurrenceThreshold`) are
// options of the label check only; the color-contrast rule's matcher calls the detector with its defaults. So we
// switch the detector off where it keeps its verdicts: a font family seen often enough and never a ligature is
// trusted as text. Vitrine draws icons as SVG, never with an icon font, so nothing is lost.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; summary: string }[];
}

export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource); // through the DevTools protocol: the page's strict CSP allows no inline script
  return page.evaluate(async (tags) => {
    type AxeGlobal = {
      _cache: { get: (key: string, creator?: () => unknown) => unknown };
      run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }>;
    };
    const axe = (window as unknown as { axe: AxeGlobal }).axe;
    const get = axe._cache.get.bind(axe._cache);
    axe._cache.get = (key, creator) =>
      key === 'fonts' ? new Proxy({}, { get: () => ({ occurrences: Infinity, numLigatures: 0 }) }) : get(key, creator);
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Tagged experimental, so a tag selection leaves it out; the issue names it.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target,
        summary: (n as unknown as { failureSummary: string }).failureSummary,
      })),
    }));
  }, WCAG_TAGS);
}

export function describeViolations(where: string, violations: AxeViolation[]) {
  return violations
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.length} element(s)\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}: ${n.summary.split('\n').slice(1, 2).join(' ').trim()}`)
          .join('\n'),
    )
    .join('\n');
}
