// The studio's page calls (issue 25): a whole page's draft saved with an optimistic revision (a second editor's
// stale save is refused, naming who saved), drafts checked with the renderer's validators, publish writes the draft
// for buyers and keeps a version with who published it (and an activity log entry), rollback publishes an old
// version; buyers see published content only, the company's staff in preview the draft; staff without the design
// role are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import type { CallTypes } from '../../schemas/api/types.gen';
import { locales } from '../../protocol/languages';
import { MAX_PAGE_SAVE_BODY_BYTES } from '../../protocol/constants';
import { must, wire } from './wire';

type Page = CallTypes['ConsolePageDesign']['response'];
const banner = (title: string, image = 'https://example.com/b.png') =>
  JSON.stringify({ version: 2, style: 3, autoplay: false, slides: [{ image, title: { en: title } }] });

let studio: string;
let demo: string;
beforeAll(async () => {
  studio = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.studio.admin)).token;
  demo = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
});

describe('the studio', () => {
  it('saves a draft with new ids, refuses a stale revision naming who saved, publishes and rolls back', async () => {
    const start = await must<Page>('ConsolePageDesign', { channel: 'mobile' }, studio);
    const first = await must<Page>(
      'ConsoleSavePageDesign',
      {
        channel: 'mobile',
        revision: start.revision,
        modules: [{ moduleId: 0, type: 2, json: banner('One'), hidden: false }],
      },
      studio,
    );
    expect(first.revision).toBe(start.revision + 1);
    expect(first.modules[0].moduleId).toBeGreaterThan(0);
    expect(first.unpublished).toBe(true);

    const stale = await wire(
      'ConsoleSavePageDesign',
      { channel: 'mobile', revision: start.revision, modules: [] },
      { token: studio },
    );
    expect(stale.code).toBe(422);
    expect(stale.message).toMatch(/Someone else saved this page by studioadmin/);

    const published = await must<Page>(
      'ConsolePublishPageDesign',
      { channel: 'mobile', revision: first.revision },
      studio,
    );
    expect(published.unpublished).toBe(false);
    expect(published.versions[0]).toMatchObject({ publishedBy: 'studioadmin', moduleCount: 1 });
    const oldVersion = published.versions[0].versionId;

    const second = await must<Page>(
      'ConsoleSavePageDesign',
      {
        channel: 'mobile',
        revision: published.revision,
        modules: [
          { ...published.modules[0], json: banner('Two') },
          { moduleId: 0, type: 2, json: banner('Hidden'), hidden: true },
        ],
      },
      studio,
    );
    const twice = await must<Page>(
      'ConsolePublishPageDesign',
      { channel: 'mobile', revision: second.revision },
      studio,
    );
    expect(twice.modules.map((m) => [m.json.includes('Two'), m.hidden])).toEqual([
      [true, false],
      [false, true],
    ]);
    const rolledBack = await must<Page>(
      'ConsolePublishPageDesign',
      { channel: 'mobile', revision: twice.revision, versionId: oldVersion },
      studio,
    );
    expect(rolledBack.modules).toHaveLength(1);
    // The module the old version does not hold is gone from the published page too.
    expect(rolledBack.unpublished).toBe(false);
    expect(rolledBack.modules[0].json).toContain('One');
    expect(rolledBack.versions).toHaveLength(published.versions.length + 2);
    // Each publish is in the activity log; a rollback names the version it brought back.
    const log = await must<{ items: { action: string; subject: string; actor: string }[] }>(
      'ConsoleActivityList',
      { query: `#${oldVersion}` },
      studio,
    );
    expect(log.items).toContainEqual(
      expect.objectContaining({ action: 'pagePublished', subject: 'mobile', actor: 'studioadmin' }),
    );
  });

  it('refuses a module that would not render, naming where', async () => {
    const page = await must<Page>('ConsolePageDesign', { channel: 'web' }, studio);
    const answer = await wire(
      'ConsoleSavePageDesign',
      {
        channel: 'web',
        revision: page.revision,
        modules: [{ moduleId: 0, type: 2, json: banner('Bad', 'http://example.com/b.png'), hidden: false }],
      },
      { token: studio },
    );
    expect(answer.code).toBe(400);
    expect(answer.message).toMatch(/body\.modules\/0 \(2\): json\/slides\/0\/image must match pattern/);
  });

  it('shows the draft to the company in preview only; anonymous visitors get the published page', async () => {
    const page = await must<Page>('ConsolePageDesign', { channel: 'mobile' }, demo);
    const modules = [{ moduleId: 0, type: 2, json: banner('Studio draft only'), hidden: false }, ...page.modules];
    const saved = await must<Page>(
      'ConsoleSavePageDesign',
      { channel: 'mobile', revision: page.revision, modules },
      demo,
    );
    const text = async (token: string | null, isPreview: string) =>
      JSON.stringify(
        (await wire('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code, isPreview }, { token })).payload,
      );
    expect(await text(demo, '1')).toContain('Studio draft only');
    expect(await text(null, '1')).not.toContain('Studio draft only');
    // The draft goes back to the published page (nothing of this test stays in the preview).
    await must('ConsoleSavePageDesign', { channel: 'mobile', revision: saved.revision, modules: page.modules }, demo);
  });

  it('saves the theme to the draft, filling in what a company set up without one lacks', async () => {
    const page = await must<Page>('ConsolePageDesign', { channel: 'web' }, studio);
    const theme = { ...page.theme, themeColor: '#0F766E', isToTop: false };
    expect((await must<{ theme: Page['theme'] }>('ConsoleSaveTheme', { theme }, studio)).theme).toEqual(theme);
    expect((await must<Page>('ConsolePageDesign', { channel: 'mobile' }, studio)).theme).toEqual(theme);
    const bad = await wire('ConsoleSaveTheme', { theme: { ...theme, fontColor: 'red' } }, { token: studio });
    expect(bad.code).toBe(400);
  });

  it('keeps a saved theme in the draft until the page is published, and a rollback brings the old theme back', async () => {
    const colourFor = async (token: string | null, isPreview: string) =>
      (
        (await wire('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code, isPreview }, { token })).payload as {
          globalParam: { themeColor: string };
        }
      ).globalParam.themeColor;
    const page = await must<Page>('ConsolePageDesign', { channel: 'mobile' }, demo);
    // A version of the page as it is, with its theme, to roll back to.
    const before = await must<Page>('ConsolePublishPageDesign', { channel: 'mobile', revision: page.revision }, demo);
    const old = before.theme.themeColor;
    const themeColor = old === '#0F766E' ? '#7C3AED' : '#0F766E';
    await must('ConsoleSaveTheme', { theme: { ...before.theme, themeColor } }, demo);

    expect(await colourFor(null, '0')).toBe(old);
    expect(await colourFor(null, '1')).toBe(old);
    expect(await colourFor(demo, '1')).toBe(themeColor);
    const drafted = await must<Page>('ConsolePageDesign', { channel: 'mobile' }, demo);
    expect([drafted.theme.themeColor, drafted.unpublished]).toEqual([themeColor, true]);

    const published = await must<Page>(
      'ConsolePublishPageDesign',
      { channel: 'mobile', revision: drafted.revision },
      demo,
    );
    expect(published.unpublished).toBe(false);
    expect(await colourFor(null, '0')).toBe(themeColor);

    const rolledBack = await must<Page>(
      'ConsolePublishPageDesign',
      { channel: 'mobile', revision: published.revision, versionId: before.versions[0].versionId },
      demo,
    );
    expect(rolledBack.theme.themeColor).toBe(old);
    expect(await colourFor(null, '0')).toBe(old);
    expect(await colourFor(demo, '1')).toBe(old);
  });

  it('saves and publishes a 200-module page with texts in all 16 languages; a body past the limit is a 413', async () => {
    // The demo's own kinds of module, each localised text in all 16 languages (the English text, as long again).
    const everyLanguage = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(everyLanguage);
      if (!value || typeof value !== 'object') return value;
      const entries = Object.entries(value);
      if (typeof (value as { en?: unknown }).en === 'string' && entries.every(([, v]) => typeof v === 'string'))
        return Object.fromEntries(locales.map((l) => [l, `${(value as { en: string }).en} (${l})`]));
      return Object.fromEntries(entries.map(([k, v]) => [k, everyLanguage(v)]));
    };
    const kinds = (await must<Page>('ConsolePageDesign', { channel: 'web' }, demo)).modules
      .filter((m) => m.type !== -1 && m.type !== 1 && m.type !== 10)
      .map((m) => ({ ...m, moduleId: 0, json: JSON.stringify(everyLanguage(JSON.parse(m.json))) }));
    const modules = Array.from({ length: 200 }, (_, i) => kinds[i % kinds.length]);
    const page = await must<Page>('ConsolePageDesign', { channel: 'web' }, studio);
    const body = { channel: 'web', revision: page.revision, modules };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(256 * 1024);
    const saved = await must<Page>('ConsoleSavePageDesign', body, studio);
    expect(saved.modules).toHaveLength(200);
    const published = await must<Page>(
      'ConsolePublishPageDesign',
      { channel: 'web', revision: saved.revision },
      studio,
    );
    expect(published.versions[0].moduleCount).toBe(200);

    const tooBig = await wire(
      'ConsoleSavePageDesign',
      {
        ...body,
        revision: published.revision,
        modules: [{ ...modules[0], json: 'x'.repeat(MAX_PAGE_SAVE_BODY_BYTES) }],
      },
      { token: studio },
    );
    expect([tooBig.status, tooBig.message]).toEqual([413, 'Request body is too large.']);
    // Every other call keeps the small limit.
    const theme = await wire('ConsoleSaveTheme', { theme: page.theme, pad: 'x'.repeat(300 * 1024) }, { token: studio });
    expect(theme.status).toBe(413);
    // Only the design role gets the larger limit: anyone else is refused before the body is read.
    const solo = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.solo.admin)).token;
    expect((await wire('ConsoleSavePageDesign', body, { token: solo })).status).toBe(403);
    await must(
      'ConsoleSavePageDesign',
      { channel: 'web', revision: published.revision, modules: page.modules },
      studio,
    );
  });

  it('answers 400, never 500, to numbers and texts past the columns', async () => {
    const huge = { moduleId: 1e308, type: 2, json: banner('x'), hidden: false };
    const answers = await Promise.all([
      wire('ConsoleSavePageDesign', { channel: 'web', revision: 1e308, modules: [] }, { token: studio }),
      wire('ConsoleSavePageDesign', { channel: 'web', revision: 0, modules: [huge] }, { token: studio }),
      wire('ConsolePublishPageDesign', { channel: 'web', revision: 0, versionId: 1e308 }, { token: studio }),
      wire('ConsoleSaveTheme', { theme: { themeColor: '#'.padEnd(100_000, 'F') } }, { token: studio }),
    ]);
    expect(answers.map((a) => a.code)).toEqual([400, 400, 400, 400]);
  });

  it('refuses staff without the design role', async () => {
    const solo = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.solo.admin)).token;
    expect((await wire('ConsolePageDesign', { channel: 'web' }, { token: solo })).code).toBe(403);
    const preview = await wire('ConsolePreviewSession', { shareRandomCode: 'x' }, { token: solo });
    expect(preview.code).toBe(403);
  });

  it('finds products by number or name, lists categories and pictures for the link and picture fields', async () => {
    type Found = { items: { productNumber: string; name: string; ename: string; imageUrl: string }[] };
    const first = await must<Found>('ConsolePageProducts', { query: '' }, demo);
    expect(first.items.length).toBe(20);
    const media = await must<{ items: { url: string; source: string; label: string }[] }>('ConsolePageMedia', {}, demo);
    expect(media.items.length).toBeGreaterThan(10);
    expect(media.items.every((m) => m.url.startsWith('/media/'))).toBe(true);
    // A product with a picture, taken from the library: other test files add pictureless products to this company.
    const pictured = media.items.find((m) => m.source === 'product')!;
    const [one] = (await must<Found>('ConsolePageProducts', { query: pictured.label }, demo)).items;
    expect(one.productNumber).toBe(pictured.label);
    const byNumber = await must<Found>('ConsolePageProducts', { query: one.productNumber.slice(1) }, demo);
    expect(byNumber.items.map((p) => p.productNumber)).toContain(one.productNumber);
    const word = one.ename.split(' ')[0];
    const byName = await must<Found>('ConsolePageProducts', { query: word }, demo);
    expect(byName.items.length).toBeGreaterThan(0);
    expect(
      byName.items.every((p) => `${p.productNumber} ${p.name} ${p.ename}`.toLowerCase().includes(word.toLowerCase())),
    ).toBe(true);
    // A LIKE wildcard is a character like any other.
    expect((await must<Found>('ConsolePageProducts', { query: '%' }, demo)).items).toEqual([]);

    const categories = await must<{ items: { categoryNumber: string; parentNumber: string | null }[] }>(
      'ConsolePageCategories',
      {},
      demo,
    );
    expect(categories.items.length).toBeGreaterThan(3);
    expect(categories.items[0].parentNumber).toBeNull();

    const found = await must<{ items: { label: string }[] }>('ConsolePageMedia', { query: one.productNumber }, demo);
    expect(found.items.map((m) => m.label)).toContain(one.productNumber);
    expect(found.items.every((m) => m.label.includes(one.productNumber))).toBe(true);
    const solo = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.solo.admin)).token;
    expect((await wire('ConsolePageMedia', {}, { token: solo })).code).toBe(403);
  });

  it("opens the canvas's buyer session on the company's own share only, and it carries no drafts", async () => {
    const page = await must<Page>('ConsolePageDesign', { channel: 'mobile' }, demo);
    const saved = await must<Page>(
      'ConsoleSavePageDesign',
      {
        channel: 'mobile',
        revision: page.revision,
        modules: [{ moduleId: 0, type: 2, json: banner('Canvas draft only'), hidden: false }, ...page.modules],
      },
      demo,
    );
    const entry = await must<{ token: string; shareRandomCode: string; isPrivateLogin: boolean; menuRoot: string[] }>(
      'ConsolePreviewSession',
      { shareRandomCode: DEMO_SHARES.public.code },
      demo,
    );
    expect(entry).toMatchObject({ shareRandomCode: DEMO_SHARES.public.code, isPrivateLogin: false });
    expect(entry.menuRoot).toContain('home');
    // A buyer's session: it opens the catalogue, and asking it for a preview still gets the published page.
    await must('GetProductList', { pageIndex: 1, pageSize: 4 }, entry.token);
    const asked = await wire(
      'GetCompanyInfoOnLoginV2',
      { url: DEMO_SHARES.public.code, isPreview: '1' },
      { token: entry.token },
    );
    expect(JSON.stringify(asked.payload)).not.toContain('Canvas draft only');
    // Another company's share, and an unknown code, open nothing.
    for (const shareRandomCode of [DEMO_SHARES.public.code, 'NOSUCHCODE'])
      expect((await wire('ConsolePreviewSession', { shareRandomCode }, { token: studio })).code).toBe(410);
    await must('ConsoleSavePageDesign', { channel: 'mobile', revision: saved.revision, modules: page.modules }, demo);
  });
});
