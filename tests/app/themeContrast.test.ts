// Theme colours used as text stay readable (issue 29, docs/decisions.md): the spec's default price red #FF1C1C
// (3.9:1 on white) is darkened just enough to reach WCAG AA 4.5:1 on cards and on the page, a colour that already
// reads is kept as the supplier chose it, and a dark page background is taken into account.
import { describe, expect, it } from 'vitest';
import { contrast, readableOn, themeStyle, TEXT_CONTRAST } from '../../src/app/moduleHost/theme';

describe('theme colours as text', () => {
  it('darkens the default price red to AA on white and on the page grey, keeping its hue', () => {
    const price = themeStyle({ fontPriceColor: '#FF1C1C' })['--price' as never] as string;
    expect(contrast('#FF1C1C', '#ffffff')).toBeLessThan(TEXT_CONTRAST);
    expect(contrast(price, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrast(price, '#f1f1f1')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(price).toMatch(/^#[c-f][0-9a-f]1[0-9a-f]1[0-9a-f]$/); // still a red
  });

  it('keeps a colour that already reads, and gives the theme a readable text twin', () => {
    expect(readableOn('#1d4ed8')).toBe('#1d4ed8');
    const style = themeStyle({ themeColor: '#2E72C5' }) as Record<string, string>;
    expect(style['--theme']).toBe('#2E72C5');
    expect(contrast(style['--theme-text'], '#f1f1f1')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('measures against the supplier page background too', () => {
    const style = themeStyle({ fontPriceColor: '#FF1C1C', homeBGColor: '#DDDDDD' }) as Record<string, string>;
    expect(contrast(style['--price'], '#dddddd')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
