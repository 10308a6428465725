// Supplier admins save drafts and publish them; the server validates drafts with the renderer's schemas, so an
// invalid design can never be saved or published; buyers cannot change designs; suppliers only touch their own.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/seed/demoShares';
import { testClient } from './helpers';

let token: string | null = null;
const { core } = testClient(() => token);
afterAll(() => core.clock.stop());
const page = () => core.call('GetCompanyInfoOnLoginV2', { url: DEMO_SHARES.public.code });

describe('page design drafts', () => {
  it('refuses a wrong admin password and buyers', async () => {
    await expect(core.call('AdminLogin', { account: DEMO_ADMIN.account, password: 'nope' })).rejects.toMatchObject({ code: 415 });
    token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    const banner = (await page()).webList.find((m) => m.type === 2)!;
    await expect(core.call('SavePageDraft', { moduleId: banner.moduleId, previewJson: banner.styleJson })).rejects.toMatchObject({ code: 403 });
  });

  it('saves a valid draft without touching the published design, then publishes it', async () => {
    const admin = await core.call('AdminLogin', DEMO_ADMIN);
    expect(admin.shareRandomCode).toBe(DEMO_SHARES.public.code);
    token = admin.token;
    const before = (await page()).webList.find((m) => m.type === 2)!;
    const draft = JSON.stringify({ style: 7, autoplayMs: 0, slides: [{ image: '/media/banners/2.svg', title: { en: 'Autumn fair special' } }] });
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
      [JSON.stringify({ style: 9, items: [] }), /previewJson\/style must be <= 5/],
      [JSON.stringify({ style: 1, items: [{ title: { en: 'x' }, image: 'javascript:alert(1)', link: { kind: 'area', area: 'home' } }] }), /previewJson\/items\/0\/image must match pattern/],
    ];
    for (const [json, message] of cases) {
      const error = await core.call('SavePageDraft', { moduleId: grid.moduleId, previewJson: json }).catch((e) => e);
      expect(error).toMatchObject({ code: 400 });
      expect(error.message).toMatch(message);
    }
    expect((await page()).webList.find((m) => m.moduleId === grid.moduleId)!.isPreview).toBe(false);
    await expect(core.call('PublishPageDraft', { moduleId: grid.moduleId })).rejects.toMatchObject({ code: 400 });
  });

  it("an admin never reaches another supplier's modules", async () => {
    await expect(core.call('SavePageDraft', { moduleId: 999999, previewJson: '{}' })).rejects.toMatchObject({ code: 404 });
  });
});
