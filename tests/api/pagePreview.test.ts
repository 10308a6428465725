// Issue 22: unpublished drafts and deleted modules reach only the share's own company's staff asking for a preview.
// Cases: an anonymous caller, with and without isPreview=1; a buyer of the company; another supplier's staff; the
// company's staff without the flag — all get the published page (no draft text, no previewJson, no isPreview, no
// deleted module) — and the company's staff with isPreview=1 gets the draft and the deleted module.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../server/demo/demoShares';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import { must, wire } from './wire';

type Module = {
  moduleId: number;
  type: number;
  styleJson: string;
  previewJson?: string | null;
  isPreview: boolean;
  isDel: boolean;
};
type Info = { webList: Module[]; mobileTempList: Module[] };

const B = TENANT_FIXTURES.B;
const draftTitle = `Draft ${Date.now().toString(36)}`;
let staff = '';
let otherStaff = '';
let buyer = '';

beforeAll(async () => {
  staff = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.preview.admin)).token;
  otherStaff = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
  buyer = (
    await must<{ token: string }>('CompanyShareLoginV2', {
      loginType: 1,
      url: B.codeShare.code,
      email: B.codeShare.email,
      verifyCode: B.codeShare.verifyCode,
      companyNumber: B.companyNumber,
    })
  ).token;
  const info = await must<Info>('GetCompanyInfoOnLoginV2', { url: B.codeShare.code, isPreview: '1' }, staff);
  const banner = info.webList.find((m) => m.type === 2 && !m.isDel)!;
  const draft = JSON.stringify({
    version: 2,
    style: 1,
    autoplay: false,
    slides: [{ image: '/media/banners/2.svg', title: { en: draftTitle } }],
  });
  await must('SavePageDraft', { moduleId: banner.moduleId, previewJson: draft }, staff);
});

const page = (token: string | null, isPreview?: '0' | '1') =>
  must<Info>('GetCompanyInfoOnLoginV2', { url: B.codeShare.code, ...(isPreview ? { isPreview } : {}) }, token);
const modules = (info: Info) => [...info.webList, ...info.mobileTempList];

describe('page drafts and deleted modules', () => {
  it("everyone but the company's staff in preview gets the published page only", async () => {
    const callers: [string, string | null, '0' | '1' | undefined][] = [
      ['anonymous', null, undefined],
      ['anonymous asking for a preview', null, '1'],
      ['a buyer of the company', buyer, '1'],
      ["another supplier's staff", otherStaff, '1'],
      ["the company's staff without the flag", staff, undefined],
      ["the company's staff with isPreview=0", staff, '0'],
    ];
    for (const [who, token, isPreview] of callers) {
      const info = await page(token, isPreview);
      const text = JSON.stringify(info);
      expect(text, who).not.toContain(draftTitle);
      expect(text, who).not.toContain(TENANT_FIXTURES.preview.deletedTitle);
      expect(
        modules(info)
          .filter((m) => m.isDel || m.isPreview || m.previewJson != null)
          .map((m) => m.moduleId),
        who,
      ).toEqual([]);
      expect(info.webList.length, who).toBeGreaterThan(0);
    }
  });

  it("the company's staff asking for a preview gets the draft and the deleted module", async () => {
    const info = await page(staff, '1');
    const draft = modules(info).find((m) => m.previewJson?.includes(draftTitle));
    expect(draft).toMatchObject({ isPreview: true, isDel: false });
    expect(draft!.styleJson).not.toContain(draftTitle);
    expect(modules(info).find((m) => m.isDel)?.styleJson).toContain(TENANT_FIXTURES.preview.deletedTitle);
    // The published page is the preview's without drafts and deleted modules: the same modules in the same order.
    const published = await page(null);
    expect(published.webList.map((m) => [m.moduleId, m.styleJson])).toEqual(
      info.webList.filter((m) => !m.isDel).map((m) => [m.moduleId, m.styleJson]),
    );
  });

  it("a flag other than 0 or 1 is the caller's error", async () => {
    const answer = await wire('GetCompanyInfoOnLoginV2', { url: B.codeShare.code, isPreview: 'yes' }, { token: staff });
    expect([answer.status, answer.code]).toEqual([400, 400]);
  });
});
