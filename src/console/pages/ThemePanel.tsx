// The company's theme (globalParam): colours with a WCAG AA contrast warning, the floating buttons' style and the
// site's switches. Saved at once for every page (no draft); the canvas reloads to show it.
import { memo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiErrorMessage } from '../../api/errorMessages';
import { saveTheme, type Theme } from './api';
import { AA_TEXT, contrastRatio } from './contrast';

type ColorKey = 'themeColor' | 'homeBGColor' | 'fontColor' | 'fontPriceColor';
type SwitchKey = 'isCart' | 'isChat' | 'isLoginCode' | 'isToTop' | 'isAPP';
const COLORS: Record<ColorKey, MessageDescriptor> = {
  themeColor: msg`Theme colour`,
  homeBGColor: msg`Background`,
  fontColor: msg`Text`,
  fontPriceColor: msg`Prices`,
};
const SWITCHES: Record<SwitchKey, MessageDescriptor> = {
  isCart: msg`Cart for private accounts`,
  isChat: msg`Chat with buyers`,
  isLoginCode: msg`Invitation codes on the login page`,
  isToTop: msg`Back-to-top button`,
  isAPP: msg`Offer the app`,
};
/** Pairs a buyer reads one on the other: text and prices on the background, white button text on the theme colour. */
const PAIRS: [ColorKey | '#FFFFFF', ColorKey][] = [
  ['fontColor', 'homeBGColor'],
  ['fontPriceColor', 'homeBGColor'],
  ['#FFFFFF', 'themeColor'],
];
const HEX = /^#[0-9A-Fa-f]{6}$/;

export const ThemePanel = memo(function ThemePanel({
  saved,
  onSaved,
}: {
  saved: Theme;
  onSaved: (theme: Theme) => void;
}) {
  const { t, i18n } = useLingui();
  const [theme, setTheme] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const colorOf = (key: ColorKey | '#FFFFFF') => (key === '#FFFFFF' ? key : theme[key]);
  const nameOf = (key: ColorKey | '#FFFFFF') => (key === '#FFFFFF' ? t`White` : i18n._(COLORS[key]));
  const valid = (Object.keys(COLORS) as ColorKey[]).every((k) => HEX.test(theme[k]));
  const warnings = valid
    ? PAIRS.map(([fg, bg]) => ({ fg, bg, ratio: contrastRatio(colorOf(fg), colorOf(bg)) })).filter(
        (p) => p.ratio < AA_TEXT,
      )
    : [];
  const changed = JSON.stringify(theme) !== JSON.stringify(saved);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await saveTheme(theme);
      onSaved(answer.theme);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="studio-theme">
      <summary>{t`Theme`}</summary>
      <div className="studio-form">
        {(Object.keys(COLORS) as ColorKey[]).map((key) => (
          <div className="studio-field studio-theme__color" key={key}>
            <label htmlFor={`theme-${key}`}>{i18n._(COLORS[key])}</label>
            <input
              type="color"
              aria-hidden="true"
              tabIndex={-1}
              value={HEX.test(theme[key]) ? theme[key].toLowerCase() : '#000000'}
              onChange={(e) => setTheme({ ...theme, [key]: e.target.value.toUpperCase() })}
            />
            <input
              id={`theme-${key}`}
              value={theme[key]}
              maxLength={7}
              aria-invalid={!HEX.test(theme[key]) || undefined}
              onChange={(e) => setTheme({ ...theme, [key]: e.target.value })}
            />
          </div>
        ))}
        {warnings.map((w) => (
          <p key={`${w.fg}-${w.bg}`} className="console-note console-note--warn" role="status">
            {t`Low contrast: ${nameOf(w.fg)} on ${nameOf(w.bg)} is ${w.ratio.toFixed(1)}:1; WCAG AA asks for at least 4.5:1.`}
          </p>
        ))}
        <div className="studio-field">
          <label htmlFor="theme-float">{t`Floating buttons style`}</label>
          <select
            id="theme-float"
            value={theme.floatStyle}
            onChange={(e) => setTheme({ ...theme, floatStyle: Number(e.target.value) })}
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {t`Style ${String(n)}`}
              </option>
            ))}
          </select>
        </div>
        {(Object.keys(SWITCHES) as SwitchKey[]).map((key) => (
          <label className="studio-field studio-field--inline" key={key}>
            {i18n._(SWITCHES[key])}
            <input
              type="checkbox"
              checked={theme[key]}
              onChange={(e) => setTheme({ ...theme, [key]: e.target.checked })}
            />
          </label>
        ))}
        {error !== null && (
          <p className="console-note console-note--error" role="alert">
            {apiErrorMessage(i18n, error)}
          </p>
        )}
        <button
          type="button"
          className="button button--small"
          disabled={busy || !valid || !changed}
          onClick={() => void save()}
        >
          {t`Save theme`}
        </button>
      </div>
    </details>
  );
});
