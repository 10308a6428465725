import type { CSSProperties } from 'react';
import type { GlobalParam } from '../../../schemas/api/types.gen';

const COLOR = /^#[0-9A-Fa-f]{6}$/;
/** WCAG AA for normal text (issue 29): prices and links are body-sized, so large-text's 3:1 does not apply. */
export const TEXT_CONTRAST = 4.5;
/** The backgrounds theme-coloured text sits on: cards and dialogs (white) and the default page grey. */
const SURFACES = ['#ffffff', '#f1f1f1'];

const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
function luminance(hex: string) {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The supplier's colour as text: itself when it reads at AA on every surface, else the same hue darkened just
 *  enough (mixed towards black in 2 % steps), so a bright red price stays red and the supplier's choice shows. */
export function readableOn(hex: string, backgrounds: readonly string[] = SURFACES): string {
  let colour = hex.toLowerCase();
  for (let k = 1; backgrounds.some((bg) => contrast(colour, bg) < TEXT_CONTRAST) && k <= 50; k++) {
    const f = 1 - k * 0.02;
    colour = `#${[0, 1, 2]
      .map((i) =>
        Math.round(channel(hex, i) * f)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  }
  return colour;
}

/** The supplier's theme as CSS custom properties. Only exact #RRGGBB values pass: supplier data is never
 *  pasted into CSS text, so it cannot inject styles. Colours used for text (`--price`, `--theme-text`) are made
 *  readable on the page's surfaces (docs/decisions.md, "Theme colours stay readable"). */
export function themeStyle(global: Partial<GlobalParam> | undefined): CSSProperties {
  const vars: Record<string, string> = {};
  const valid = (value: unknown): value is string => typeof value === 'string' && COLOR.test(value);
  const pageBg = valid(global?.homeBGColor) ? global.homeBGColor : SURFACES[1];
  const surfaces = [SURFACES[0], pageBg];
  if (valid(global?.themeColor)) {
    vars['--theme'] = global.themeColor;
    vars['--theme-text'] = readableOn(global.themeColor, surfaces);
  }
  if (valid(global?.homeBGColor)) vars['--page-bg'] = global.homeBGColor;
  if (valid(global?.fontColor)) vars['--text'] = global.fontColor;
  if (valid(global?.fontPriceColor)) vars['--price'] = readableOn(global.fontPriceColor, surfaces);
  return vars as CSSProperties;
}
