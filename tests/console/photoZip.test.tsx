// @vitest-environment jsdom
// The import preview's photos report (issue 23): photos that products already show are reported as left unchanged,
// without a "0 pictures for 0 products" line, and the wizard is told there are no pictures to import.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { PhotoZip } from '../../src/console/catalogue/PhotoZip';
import type { PhotoMatch } from '../../src/console/catalogue/api';

const answer: PhotoMatch = {
  importId: 'i1',
  products: [],
  unmatched: [],
  refused: [],
  counts: { pictures: 0, products: 0, unmatched: 0, refused: 0, unchanged: 2 },
};
vi.mock('../../src/console/catalogue/api', () => ({ sendImportPhotos: vi.fn(async () => answer) }));

i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('the photos report', () => {
  it('says the products already show the photos sent, and that no picture is to be imported', async () => {
    const onMatched = vi.fn();
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <PhotoZip importId="i1" onMatched={onMatched} />
      </I18nProvider>,
    );
    const picker = container.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(picker, new File([new Uint8Array(4)], 'photos.zip', { type: 'application/zip' }));
    const report = await screen.findByRole('status');
    expect(report).toHaveTextContent('2 products already show these pictures: left unchanged.');
    expect(report).not.toHaveTextContent('0 pictures');
    expect(onMatched).toHaveBeenCalledWith(0);
  });
});
