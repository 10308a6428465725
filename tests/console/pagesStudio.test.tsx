// @vitest-environment jsdom
// The studio's palette and forms come from the module registry and schemas, never from lists of their own:
// - every registered type appears in the palette of a design that can hold it, and gets a form generated from its
//   schema (tests/modules/newModule.test.tsx runs this file after `npm run new:module videoWall` in a copy of the
//   repository: the new type passes here without studio code being touched);
// - an edit is checked at once by the buyer page's validator: an http:// picture is named at its field, and fixed;
// - the theme warns when text, prices or button text fall below WCAG AA contrast (4.5:1);
// - undo / redo step through edits, a run of typing in one field is one step, a saved module keeps its new id
//   through undo.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defaultRegistry } from '../../modules/registry';
import { Palette } from '../../src/console/pages/Palette';
import { Inspector } from '../../src/console/pages/Inspector';
import { newModule, problemOf, typesFor, type StudioModule } from '../../src/console/pages/moduleModel';
import { initialStudio, studioReducer } from '../../src/console/pages/studioState';
import { ThemePanel } from '../../src/console/pages/ThemePanel';
import { contrastRatio } from '../../src/console/pages/contrast';

i18n.loadAndActivate({ locale: 'en', messages: {} });
// The picture field's media library reads through TanStack Query (it asks only when opened).
const withI18n = (ui: React.ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </QueryClientProvider>,
  );

function Editor({ start }: { start: StudioModule }) {
  const [module, setModule] = useState(start);
  return <Inspector module={module} onChange={(content) => setModule({ ...module, content })} />;
}

describe('the palette and the forms', () => {
  it.each([...defaultRegistry.values()].map((d) => [d.key, d] as const))(
    '%s appears in the palette with a form generated from its schema',
    async (_key, definition) => {
      const onAdd = vi.fn();
      withI18n(<Palette types={typesFor(definition.channels[0], definition.placement === 'login')} onAdd={onAdd} />);
      await userEvent.click(screen.getByRole('button', { name: `Add ${definition.label}` }));
      expect(onAdd).toHaveBeenCalledWith(definition.type);

      withI18n(<Editor start={newModule(definition.type)} />);
      expect(screen.getByRole('heading', { name: definition.label })).toBeInTheDocument();
      const controls = screen.queryAllByRole('textbox').length + screen.queryAllByRole('combobox').length;
      expect(
        controls + screen.queryAllByRole('checkbox').length + screen.queryAllByRole('spinbutton').length,
      ).toBeGreaterThan(0);
      expect(screen.queryByText('edited in the JSON only')).toBeNull();
    },
  );

  it('names an http:// picture at its field, with the validator the buyer page runs, until it is fixed', async () => {
    const banner = newModule(2);
    expect(problemOf(banner)).toBeNull();
    withI18n(<Editor start={banner} />);
    const picture = screen.getAllByLabelText('Image')[0];
    fireEvent.change(picture, { target: { value: 'http://example.com/a.png' } });
    expect(picture).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getAllByText('Use a picture from the media library or an address that starts with https://.').length,
    ).toBeGreaterThan(0);
    fireEvent.change(picture, { target: { value: 'https://example.com/a.png' } });
    expect(picture).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/cannot be published yet/)).toBeNull();
  });
});

describe('undo and redo', () => {
  const banner = newModule(2);
  const titled = (title: string): StudioModule => ({ ...banner, content: { ...(banner.content as object), title } });

  it('steps back and forth; a run of edits in one field is one step', () => {
    let state = initialStudio([banner]);
    state = studioReducer(state, { type: 'change', modules: [titled('a')], merge: 'title' });
    state = studioReducer(state, { type: 'change', modules: [titled('ab')], merge: 'title' });
    state = studioReducer(state, { type: 'change', modules: [], merge: undefined });
    expect(state.modules).toEqual([]);
    state = studioReducer(state, { type: 'undo' });
    expect(state.modules).toEqual([titled('ab')]);
    state = studioReducer(state, { type: 'undo' });
    expect(state.modules).toEqual([banner]);
    expect(studioReducer(state, { type: 'undo' })).toBe(state);
    state = studioReducer(state, { type: 'redo' });
    expect(state.modules).toEqual([titled('ab')]);
  });

  it('a saved module keeps its new id when an edit is undone', () => {
    let state = initialStudio([]);
    state = studioReducer(state, { type: 'change', modules: [banner] });
    state = studioReducer(state, { type: 'change', modules: [titled('x')] });
    state = studioReducer(state, { type: 'saved', ids: new Map([[banner.key, 77]]) });
    state = studioReducer(state, { type: 'undo' });
    expect(state.modules[0].moduleId).toBe(77);
  });
});

describe('the theme', () => {
  const theme = {
    themeColor: '#2E72C5',
    homeBGColor: '#FFFFFF',
    fontColor: '#333333',
    fontPriceColor: '#B91C1C',
    floatStyle: 1,
    isCart: true,
    isChat: true,
    isLoginCode: false,
    isToTop: true,
    isAPP: false,
  };

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('warns about pale text on the background, and not about readable text', () => {
    withI18n(<ThemePanel saved={theme} onSaved={() => {}} />);
    expect(screen.queryByText(/Low contrast/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: '#BBBBBB' } });
    expect(screen.getByText(/Low contrast: Text on Background is 1\.9:1/)).toBeInTheDocument();
  });
});
