import type { CSSProperties } from 'react';
import type { GlobalParam } from '../../../schemas/api/types.gen';

const COLOR = /^#[0-9A-Fa-f]{6}$/;

/** The supplier's theme as CSS custom properties. Only exact #RRGGBB values pass: supplier data is never
 *  pasted into CSS text, so it cannot inject styles. */
export function themeStyle(global: Partial<GlobalParam> | undefined): CSSProperties {
  const vars: Record<string, string> = {};
  const set = (name: string, value: unknown) => {
    if (typeof value === 'string' && COLOR.test(value)) vars[name] = value;
  };
  set('--theme', global?.themeColor);
  set('--page-bg', global?.homeBGColor);
  set('--text', global?.fontColor);
  set('--price', global?.fontPriceColor);
  return vars as CSSProperties;
}
