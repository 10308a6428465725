// The console's Company room (issue 24), on supplier B (restored afterwards): an admin's change of the Arabic page
// title, a contact phone, the app ids and the currency reaches a buyer's next WebSiteSearchDetail,
// GetCompanyContactInfoByAPP, login (currencyType) and product list; a field the shared schema or the room's rules
// refuse is a 400 naming it; a logo upload is checked by its content, made to fit its box, served, and becomes the
// logo only when saved — and never from another company's upload; the app's icons likewise; about-us pictures likewise (uploaded, fitted to
// 1200 px as JPEG, then added, reordered and removed by saves the buyer's contact answer follows); a save made from
// an older reading than another admin's save is refused (422 staleVersion) and changes nothing; the save is in the
// activity log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import { DEMO_ADMIN } from '../../server/demo/demoShares';
import { SECOND_SUPPLIER } from '../../server/demo/secondSupplier';
import { makeSignHeaders, openEnvelope, type Envelope } from '../../protocol/envelope';
import type { CallTypes } from '../../schemas/api/types.gen';
import { baseUrl } from './helpers';
import { must, nonce, wire } from './wire';

type Company = CallTypes['ConsoleCompany']['response']['company'];
const B = TENANT_FIXTURES.B;
let admin: string;
let original: Company;
let shareId: number;

const current = (token = admin) => must<CallTypes['ConsoleCompany']['response']>('ConsoleCompany', {}, token);
const read = async (token = admin) => (await current(token)).company;
/** Saves as an admin who has just read the company, unless `version` names an older reading. */
const save = async (company: Company, token = admin, version?: number) =>
  wire('ConsoleSaveCompany', { version: version ?? (await current(token)).version, company }, { token });

async function buyerSignIn() {
  const visitor = await must<string>('GetToken', { companyNum: B.companyNumber, platForm: 'PC' });
  return must<{ token: string; currencyType: string }>('UserLogin', { loginType: 1, ...B.account }, visitor);
}

async function upload(bytes: Uint8Array, token = admin, call = 'ConsoleUploadLogo') {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'logo.png');
  const response = await fetch(`${baseUrl()}/api/Console/${call}`, {
    method: 'POST',
    headers: { ...makeSignHeaders(Date.now(), nonce()), authorization: `Bearer ${token}` },
    body: form,
  });
  const envelope = (await response.json()) as Envelope<{ logo: string; width: number; height: number }>;
  return envelope.code === 200
    ? { code: 200, logo: openEnvelope(envelope, 'data') }
    : { code: envelope.code, message: envelope.message };
}

beforeAll(async () => {
  admin = (await must<{ token: string }>('AdminLogin', B.admin)).token;
  original = await read();
  const info = await must<{ shareInfo: { id: number } }>('GetCompanyInfoOnLoginV2', {
    url: SECOND_SUPPLIER.privateShare,
  });
  shareId = info.shareInfo.id;
});
afterAll(async () => {
  // The logo stays the uploaded one: an address outside this company's uploads is taken only while it is the logo.
  if (original) expect((await save({ ...original, logo: (await read()).logo })).code).toBe(200);
});

describe('company details', () => {
  it('reads its own company', async () => {
    expect(original.name).toBe(SECOND_SUPPLIER.name);
    expect(original.currency).toBe('USD');
  });

  it("a saved change reaches the buyer's next calls", async () => {
    const arabic = {
      language: 'ar' as const,
      title: 'ألعاب الطائرة الورقية الزرقاء',
      keyWord: 'ألعاب',
      description: 'وصف',
    };
    const english = original.contacts.find((c) => c.language === 'en') ?? {
      language: 'en' as const,
      name: 'Kite',
      companyName: SECOND_SUPPLIER.name,
      telephone: '',
      mobile: '',
      email: '',
      address: '',
      aboutUs: '',
    };
    const answer = await save({
      ...original,
      currency: 'EUR',
      seo: [...original.seo.filter((s) => s.language !== 'ar'), arabic],
      contacts: [
        ...original.contacts.filter((c) => c.language !== 'en'),
        { ...english, telephone: '+44 20 7946 0999' },
      ],
      app: { ...original.app, iosId: 'id1234567890', androidId: 'com.bluekite.app', uploadStatus: 1 },
    });
    expect(answer.code).toBe(200);

    const seo = await must<{ title: string }>('WebSiteSearchDetail', { KeyWord: 'ar', WebSiteId: shareId });
    expect(seo.title).toBe(arabic.title);
    const buyer = await buyerSignIn();
    expect(buyer.currencyType).toBe('EUR');
    const contact = await must<{
      contactInfoList: { language: string; telephone: string }[];
      shareInfo: { iosId: string; androidId: string; uploadStatus: number };
    }>('GetCompanyContactInfoByAPP', { shareId }, buyer.token);
    expect(contact.contactInfoList.find((c) => c.language === 'en')?.telephone).toBe('+44 20 7946 0999');
    expect(contact.shareInfo).toMatchObject({ iosId: 'id1234567890', androidId: 'com.bluekite.app', uploadStatus: 1 });
    // Prices are relabelled, not converted.
    const products = await must<{ items: { currency: string }[] }>(
      'ConsoleProductList',
      { pageIndex: 1, pageSize: 5, sort: 'numberAsc' },
      admin,
    );
    expect(products.items.length).toBeGreaterThan(0);
    expect(new Set(products.items.map((p) => p.currency))).toEqual(new Set(['EUR']));
  });

  it('refuses a field the rules refuse, naming it', async () => {
    const bad = await save({ ...original, contacts: [{ ...emptyContact('fr'), email: 'not an address' }] });
    expect(bad.code).toBe(400);
    expect(bad.message).toContain('body.company.contacts.0.email');
    const twice = await save({ ...original, seo: [seoOf('de'), seoOf('de')] });
    expect(twice.code).toBe(400);
    expect(twice.message).toContain('body.company.seo.1.language');
    const unnamed = await save({ ...original, name: '   ' });
    expect(unnamed.code).toBe(400);
    expect(unnamed.message).toContain('body.company.name');
    const website = await save({ ...original, website: 'javascript:alert(1)' });
    expect(website.message).toContain('body.company.website');
  });

  it('takes a logo checked by its content, fitted to its box, and only its own', async () => {
    const wide = await sharp({
      create: { width: 1200, height: 300, channels: 4, background: { r: 46, g: 114, b: 197, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const uploaded = await upload(wide);
    expect(uploaded.code).toBe(200);
    const logo = uploaded.logo!;
    expect([logo.width, logo.height]).toEqual([600, 150]);
    const served = await fetch(baseUrl() + logo.logo);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Not the logo until saved.
    expect((await read()).logo).toBe(original.logo);

    const notAPicture = await upload(new TextEncoder().encode('<svg onload="alert(1)"></svg>'));
    expect(notAPicture.code).toBe(400);

    // Another company's admin cannot make this upload its logo.
    const otherAdmin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
    const other = await read(otherAdmin);
    const stolen = await save({ ...other, logo: logo.logo }, otherAdmin);
    expect(stolen.code).toBe(400);
    expect(stolen.message).toContain('body.company.logo');

    expect((await save({ ...original, logo: logo.logo })).code).toBe(200);
    const info = await must<{ companyLogo: string }>('GetCompanyInfoOnLoginV2', { url: SECOND_SUPPLIER.privateShare });
    expect(info.companyLogo).toBe(logo.logo);

    // The same kind of upload is the app's icon per store, reaching the buyer's shareInfo; never another's.
    const icon = ((await upload(wide)) as { logo?: { logo: string } }).logo!.logo;
    const withIcons = { ...(await read()), app: { ...original.app, iosLogo: icon, androidLogo: logo.logo } };
    expect((await save(withIcons)).code).toBe(200);
    const share = await must<{ shareInfo: { iosLogo: string; androidLogo: string } }>('GetCompanyInfoOnLoginV2', {
      url: SECOND_SUPPLIER.privateShare,
    });
    expect(share.shareInfo).toMatchObject({ iosLogo: icon, androidLogo: logo.logo });
    const stolenIcon = await save({ ...other, app: { ...other.app, androidLogo: icon } }, otherAdmin);
    expect([stolenIcon.code, stolenIcon.message]).toEqual([
      400,
      expect.stringContaining('body.company.app.androidLogo'),
    ]);
    expect((await save({ ...(await read()), app: original.app })).code).toBe(200);
  });

  it('takes about-us pictures checked and fitted, then adds, reorders and removes them for buyers', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c87533' } })
      .jpeg()
      .toBuffer();
    const first = (await upload(photo, admin, 'ConsoleUploadAboutPicture')) as {
      code: number;
      logo?: { picture?: string; width: number; height: number };
    };
    expect(first.code).toBe(200);
    expect([first.logo!.width, first.logo!.height]).toEqual([1200, 800]);
    const a = first.logo!.picture!;
    expect((await fetch(baseUrl() + a)).headers.get('content-type')).toBe('image/jpeg');
    const b = ((await upload(photo, admin, 'ConsoleUploadAboutPicture')) as { logo?: { picture?: string } }).logo!
      .picture!;
    expect((await upload(new TextEncoder().encode('GIF89a'), admin, 'ConsoleUploadAboutPicture')).code).toBe(400);

    const buyerPictures = async () =>
      (
        await must<{ customerInfo: { aboutPictures?: string[] } }>(
          'GetCompanyContactInfoByAPP',
          { shareId },
          (await buyerSignIn()).token,
        )
      ).customerInfo.aboutPictures ?? [];
    // Not the buyers' until saved; then in the order saved, and gone once removed.
    expect(await buyerPictures()).toEqual(original.aboutPictures);
    expect((await save({ ...(await read()), aboutPictures: [a, b] })).code).toBe(200);
    expect(await buyerPictures()).toEqual([a, b]);
    expect((await save({ ...(await read()), aboutPictures: [b, a] })).code).toBe(200);
    expect(await buyerPictures()).toEqual([b, a]);
    expect((await save({ ...(await read()), aboutPictures: [b] })).code).toBe(200);
    expect(await buyerPictures()).toEqual([b]);

    // Never another company's upload, an address this company never uploaded, or one picture twice.
    const otherAdmin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
    const stolen = await save({ ...(await read(otherAdmin)), aboutPictures: [a] }, otherAdmin);
    expect([stolen.code, stolen.message]).toEqual([400, expect.stringContaining('body.company.aboutPictures.0')]);
    const made = await save({ ...(await read()), aboutPictures: [b, '/media/uploads/1/AAAAAAAAAAAAAAAAAAAAAA.jpg'] });
    expect([made.code, made.message]).toEqual([400, expect.stringContaining('body.company.aboutPictures.1')]);
    const twice = await save({ ...(await read()), aboutPictures: [b, b] });
    expect([twice.code, twice.message]).toEqual([400, expect.stringContaining('body.company.aboutPictures.1')]);
    expect((await save({ ...(await read()), aboutPictures: original.aboutPictures })).code).toBe(200);
  });

  it("refuses a save made from an older reading than another admin's save, changing nothing", async () => {
    const reading = await current();
    // A second admin (another tab) saves first.
    const theirs = await save({ ...reading.company, telephone: '+44 20 7946 0111' }, admin, reading.version);
    expect(theirs.code).toBe(200);
    const mine = await save({ ...reading.company, telephone: '+44 20 7946 0222' }, admin, reading.version);
    expect(mine.code).toBe(422);
    expect(mine.message).toMatch(/Someone else changed the company details/);
    const now = await current();
    expect(now.company.telephone).toBe('+44 20 7946 0111');
    expect(now.version).toBe(reading.version + 1);
    expect((await save({ ...now.company, telephone: reading.company.telephone }, admin, now.version)).code).toBe(200);
  });

  it('writes the save in the activity log', async () => {
    const log = await must<{ items: { action: string; subject: string }[] }>('ConsoleActivityList', {}, admin);
    expect(log.items.some((e) => e.action === 'companySaved' && e.subject === SECOND_SUPPLIER.name)).toBe(true);
  });
});

function emptyContact(language: Company['contacts'][number]['language']) {
  return { language, name: 'X', companyName: '', telephone: '', mobile: '', email: '', address: '', aboutUs: '' };
}
function seoOf(language: Company['seo'][number]['language']) {
  return { language, title: 'T', keyWord: '', description: '' };
}
