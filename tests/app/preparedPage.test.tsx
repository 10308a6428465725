// @vitest-environment jsdom
// The supplier's page is prepared once per answer of GetCompanyInfoOnLoginV2, however many parts of the screen read
// it (the layout's header and footer, the home page's body): issue 22 found the home page preparing it twice.
// Covers: two readers of one answer → one prepare; re-rendering → none; a new answer → one more.
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { GetCompanyInfoOnLoginV2Response, PageModule } from '../../schemas/api/types.gen';

const calls = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../modules/prepare', async (original) => {
  const actual = await original<typeof import('../../modules/prepare')>();
  return {
    ...actual,
    prepare: (...args: Parameters<typeof actual.prepare>) => {
      calls.count++;
      return actual.prepare(...args);
    },
  };
});
const { usePreparedPage } = await import('../../src/app/moduleHost/usePreparedPage');
const { defaultRegistry } = await import('../../modules/registry');

const banner = JSON.stringify({
  version: 2,
  style: 3,
  slides: [{ image: '/media/banners/0.svg', title: { en: 'Spring' } }],
});
type Answer = Pick<GetCompanyInfoOnLoginV2Response, 'shareInfo'> & {
  webList: PageModule[];
  mobileTempList: PageModule[];
};
const answer = (): Answer => ({
  webList: [
    { moduleId: 1, type: 2, styleJson: banner, previewJson: null, isPreview: false, isStyle: true, isDel: false },
  ],
  mobileTempList: [],
  shareInfo: { shareRandomCode: 'SUNNYPUB1', companyNumber: 'SUNNY2006' } as Answer['shareInfo'],
});
const queries = new QueryClient();
const frame = (children: ReactNode) => <QueryClientProvider client={queries}>{children}</QueryClientProvider>;

function Reader({ info, part }: { info: ReturnType<typeof answer>; part: 'top' | 'page' }) {
  const page = usePreparedPage(info, defaultRegistry);
  return (
    <p>
      {part}: {page[part].length}
    </p>
  );
}

describe('usePreparedPage', () => {
  it('prepares one answer once for the layout and the page together', () => {
    calls.count = 0;
    const info = answer();
    const screen = render(
      frame(
        <>
          <Reader info={info} part="top" />
          <Reader info={info} part="page" />
        </>,
      ),
    );
    expect(screen.getByText('page: 1')).toBeInTheDocument();
    expect(calls.count).toBe(1);
    screen.rerender(
      frame(
        <>
          <Reader info={info} part="top" />
          <Reader info={info} part="page" />
        </>,
      ),
    );
    expect(calls.count).toBe(1);
    const next = answer();
    screen.rerender(
      frame(
        <>
          <Reader info={next} part="top" />
          <Reader info={next} part="page" />
        </>,
      ),
    );
    expect(calls.count).toBe(2);
  });
});
