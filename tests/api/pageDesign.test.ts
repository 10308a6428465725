// Supplier admins save drafts and publish them; the server validates drafts with the renderer's schemas, so an
// invalid design can never be saved or published; old content versions are migrated (and stored migrated), newer
// ones refused; buyers and staff without the design role cannot change designs; suppliers only touch their own.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { testClient } from './helpers';
import { prepare } from '../../modules/prepare';
import { defaultRegistry } from '../../modules/registry';

let token: string | null = null;
const { core } = testClient(() => token);
afterAll(() => core.clock.stop());
const page = () => core.call('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code });

describe('page design drafts', () => {
  it('refuses a wrong admin password and buyers', async () => {
    await expect(core.call('AdminLogin', { account: DEMO_ADMIN.account, password: 'nope' })).rejects.toMatchObject({
      code: 415,
    });
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const banner = (await page()).webList.find((m) => m.type === 2)!;
    await expect(
      core.call('SavePageDraft', { moduleId: banner.moduleId, previewJson: banner.styleJson }),
    ).rejects.toMatchObject({ code: 403 });
  });

  it('saves a valid draft without touching the published design, then publishes it', async () => {
    const admin = await core.call('AdminLogin', DEMO_ADMIN);
    expect(admin.shareRandomCode).toBe(DEMO_SHARES.public.code);
    token = admin.token;
    const before = (await page()).webList.find((m) => m.type === 2)!;
    const draft = JSON.stringify({
      version: 2,
      style: 7,
      autoplay: false,
      slides: [{ image: '/media/banners/2.svg', title: { en: 'Autumn fair special' } }],
    });
    const saved = await core.call('SavePageDraft', { moduleId: before.moduleId, previewJson: draft });
    expect(saved.module).toMatchObject({ isPreview: true, previewJson: draft, styleJson: before.styleJson });
    const published = await core.call('PublishPageDraft', { moduleId: before.moduleId });
    expect(published.module).toMatchObject({ isPreview: false, previewJson: null, styleJson: draft });
    expect((await page()).webList.find((m) => m.moduleId === before.moduleId)!.styleJson).toBe(draft);
  });

  it('refuses drafts that would not render, naming the problem', async () => {
    const grid = (await page()).webList.find((m) => m.type === 3)!;
    const cases: [string, RegExp][] = [
      ['{"style":', /not valid JSON/],
      [JSON.stringify({ version: 1, style: 9, items: [] }), /previewJson\/style must be <= 5/],
      [
        JSON.stringify({
          version: 1,
          style: 1,
          items: [{ title: { en: 'x' }, image: 'javascript:alert(1)', link: { kind: 'area', area: 'home' } }],
        }),
        /previewJson\/items\/0\/image must match pattern/,
      ],
      [
        JSON.stringify({
          version: 2,
          style: 1,
          items: [{ title: { en: 'x' }, image: '/media/toys/1/0.svg', link: { kind: 'area', area: 'home' } }],
        }),
        /previewJson\/version 2 is newer than version 1, the newest grid content this code knows/,
      ],
      [JSON.stringify({ version: '1', style: 1, items: [] }), /previewJson\/version must be an integer/],
    ];
    for (const [json, message] of cases) {
      const error = await core.call('SavePageDraft', { moduleId: grid.moduleId, previewJson: json }).catch((e) => e);
      expect(error).toMatchObject({ code: 400 });
      expect(error.message).toMatch(message);
    }
    expect((await page()).webList.find((m) => m.moduleId === grid.moduleId)!.isPreview).toBe(false);
    await expect(core.call('PublishPageDraft', { moduleId: grid.moduleId })).rejects.toMatchObject({ code: 400 });
  });

  it('an old draft (content version 1) saves migrated to the current version, publishes, and renders', async () => {
    const banner = (await page()).webList.find((m) => m.type === 2)!;
    const old = {
      style: 1,
      autoplayMs: 3000,
      slides: [{ image: '/media/banners/1.svg', title: { en: 'Written before versions' } }],
    };
    const saved = await core.call('SavePageDraft', { moduleId: banner.moduleId, previewJson: JSON.stringify(old) });
    const current = { version: 2, style: 1, slides: old.slides, autoplay: true, intervalMs: 3000 };
    expect(JSON.parse(saved.module.previewJson!)).toEqual(current);
    const published = await core.call('PublishPageDraft', { moduleId: banner.moduleId });
    expect(JSON.parse(published.module.styleJson)).toEqual(current);
    const [shown] = prepare(
      (await page()).webList.filter((m) => m.moduleId === banner.moduleId),
      { channel: 'web', preview: false, registry: defaultRegistry },
    );
    expect(shown).toMatchObject({ status: 'ok', content: { version: 2, autoplay: true, intervalMs: 3000 } });
  });

  it('refuses content newer than the server knows with 400 naming the version', async () => {
    const banner = (await page()).webList.find((m) => m.type === 2)!;
    const error = await core
      .call('SavePageDraft', {
        moduleId: banner.moduleId,
        previewJson: JSON.stringify({ version: 3, style: 1, slides: [{ image: '/media/banners/1.svg' }] }),
      })
      .catch((e) => e);
    expect(error).toMatchObject({ code: 400 });
    expect(error.message).toBe(
      'Invalid design: previewJson/version 3 is newer than version 2, the newest banner content this code knows.',
    );
  });

  it('refuses staff of the company without the design role, and leaves the module as it was', async () => {
    token = (await core.call('AdminLogin', DEMO_ADMIN)).token;
    const account = `ord${Date.now().toString(36).slice(-6)}`;
    const made = await core.call('ConsoleSaveStaff', { account, name: 'Orders Only', roles: ['orders'] });
    const banner = (await page()).webList.find((m) => m.type === 2)!;
    token = (await core.call('AdminLogin', { account, password: made.oneTimePassword! })).token;
    const draft = JSON.stringify({
      version: 2,
      style: 1,
      autoplay: false,
      slides: [{ image: '/media/banners/1.svg' }],
    });
    await expect(core.call('SavePageDraft', { moduleId: banner.moduleId, previewJson: draft })).rejects.toMatchObject({
      code: 403,
    });
    await expect(core.call('PublishPageDraft', { moduleId: banner.moduleId })).rejects.toMatchObject({ code: 403 });
    expect((await page()).webList.find((m) => m.moduleId === banner.moduleId)!.styleJson).toBe(banner.styleJson);
    token = (await core.call('AdminLogin', DEMO_ADMIN)).token;
  });

  it("an admin never reaches another supplier's modules", async () => {
    await expect(core.call('SavePageDraft', { moduleId: 999999, previewJson: '{}' })).rejects.toMatchObject({
      code: 404,
    });
  });
});
