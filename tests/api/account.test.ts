// My account over the real API (issue 15):
// - SignOut ends the token it is called with (any session kind): afterwards every call with it answers 401, a second
//   SignOut too, while the same account's other sessions keep working;
// - UpdateCustomerUser is a private account's (no token 401; visitor, share and admin tokens 403);
// - the register rules of spec section 5 with the share's required-field flags (SUNNYPRIV asks for email, mobile and
//   company name): a bad phone, a bad email or a required field sent empty is a 400 naming the field and changes
//   nothing; a field left out keeps its value; an email of another account is refused;
// - a good update is answered with the new customerUser (country included) and the next login shows it;
// - userImage: '' or an avatar this account uploaded; an outside URL, a chat picture, another buyer's avatar or
//   another supplier's upload is a 400.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { SECOND_SUPPLIER } from '../../server/demo/secondSupplier';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import type { CustomerUser, LoginResult } from '../../schemas/api/types.gen';
import { baseUrl, testClient } from './helpers';
import { must, wire } from './wire';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
let uploadToken: string | null = null;
const { core } = testClient(() => uploadToken);
afterAll(() => core.clock.stop());

let counter = 0;
const PASSWORD = 'Account2026ok';
const visitorToken = (companyNum = 'SUNNY2006') => must<string>('GetToken', { companyNum, platForm: 'PC' });

async function newBuyer() {
  const account = `acct${Date.now().toString(36).slice(-6)}${counter++}x`;
  await must(
    'Register',
    {
      account,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      name: 'Ana Buyer',
      email: `${account}@account.test`,
      phoneNumber: '+34600000001',
      companyName: 'Ana Toys S.L.',
      country: 'Spain',
      address: 'Calle Sol 1',
      url: DEMO_SHARES.private.code,
    },
    await visitorToken(),
  );
  return { account, token: await signIn(account) };
}
async function login(
  account: string,
  password = PASSWORD,
  url: string = DEMO_SHARES.private.code,
  companyNum = 'SUNNY2006',
) {
  return must<LoginResult>('UserLogin', { loginType: 1, account, password, url }, await visitorToken(companyNum));
}
const signIn = async (account: string) => (await login(account)).token;
const update = (token: string | null, body: Record<string, unknown>) => wire('UpdateCustomerUser', body, { token });

async function uploadAvatar(token: string, businessType = 'avatar') {
  uploadToken = token;
  const [stored] = await core.upload(
    'InsertPic',
    { BusinessType: businessType },
    new Blob([Uint8Array.from(PNG)]),
    'avatar.png',
  );
  return stored.fullPath;
}

describe('SignOut', () => {
  it('ends the token it is called with: every later call with it is 401, other sessions of the account live on', async () => {
    const buyer = await newBuyer();
    const other = await signIn(buyer.account);
    expect(await must('ShoppingCartCount', {}, buyer.token)).toBe(0);
    expect(await must('SignOut', {}, buyer.token)).toBe(true);
    for (const [name, body] of [
      ['ShoppingCartCount', {}],
      ['GetProductList', { pageIndex: 1, pageSize: 1 }],
      ['UpdateCustomerUser', { name: 'After' }],
      ['SignOut', {}],
    ] as const) {
      expect(await wire(name, body, { token: buyer.token }), name).toMatchObject({
        status: 401,
        code: 401,
        message: 'Login expired, please log in again.',
      });
    }
    expect(await must('ShoppingCartCount', {}, other)).toBe(0);
  });

  it('takes any session kind (visitor, share, admin); without a token it is 401; the body must be {}', async () => {
    const visitor = await visitorToken();
    const share = (await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code }))
      .token;
    const admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
    for (const token of [visitor, share, admin]) {
      expect(await wire('SignOut', { token }, { token }), 'a body other than {}').toMatchObject({ status: 400 });
      expect(await must('SignOut', {}, token)).toBe(true);
    }
    expect((await wire('GetProductList', { pageIndex: 1, pageSize: 1 }, { token: share })).code).toBe(401);
    expect((await wire('ConsoleOrderList', { pageIndex: 1, pageSize: 10 }, { token: admin })).code).toBe(401);
    expect((await wire('SignOut', {}, { token: null })).code).toBe(401);
  });
});

describe('UpdateCustomerUser', () => {
  it("is a private account's: no token 401; visitor, share and admin tokens 403", async () => {
    expect((await update(null, { name: 'Nobody' })).code).toBe(401);
    const share = (await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code }))
      .token;
    const admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
    for (const token of [await visitorToken(), share, admin])
      expect(await update(token, { name: 'Intruder' })).toMatchObject({ status: 403, code: 403 });
  });

  it('a bad phone or email, or a field the share requires sent empty, is a 400 naming the field; nothing changes', async () => {
    const buyer = await newBuyer();
    const before = (await login(buyer.account)).customerUser;
    const refusals: [Record<string, unknown>, string][] = [
      [
        { name: 'Changed', phoneNumber: '600-123-456' },
        'Invalid request: body.phoneNumber must be a phone number (digits, optional leading +).',
      ],
      [
        { name: 'Changed', phoneNumber: '+34 600 123 45' },
        'Invalid request: body.phoneNumber must be a phone number (digits, optional leading +).',
      ],
      [
        { name: 'Changed', phoneNumber: '1'.repeat(21) },
        'Invalid request: body.phoneNumber must NOT have more than 20 characters.',
      ],
      [{ name: 'Changed', email: 'not-an-email' }, 'Invalid request: body.email is not an email address.'],
      // SUNNYPRIV: isPhoneRequired, isMailRequired, isCompanyNameRequired.
      [{ name: 'Changed', phoneNumber: '' }, 'Invalid request: body.phoneNumber is required.'],
      [{ name: 'Changed', email: '   ' }, 'Invalid request: body.email is required.'],
      [{ name: 'Changed', companyName: '' }, 'Invalid request: body.companyName is required.'],
      [{ name: '  ' }, 'Invalid request: body.name is required.'],
      [{ phoneNumber: '+34600000002' }, "Invalid request: body must have required property 'name'."],
      [{ name: 'Changed', isAdmin: true }, 'Invalid request: body must NOT have additional properties (isAdmin).'],
    ];
    for (const [body, message] of refusals) {
      const answer = await update(buyer.token, body);
      expect({ status: answer.status, code: answer.code }, JSON.stringify(body)).toEqual({ status: 400, code: 400 });
      expect(answer.message, JSON.stringify(body)).toContain(message.replace(/\.$/, ''));
    }
    expect((await login(buyer.account)).customerUser).toEqual(before);
  });

  it('a good update answers the new details, keeps what was left out, and the next login shows them', async () => {
    const buyer = await newBuyer();
    const changed = await must<CustomerUser>(
      'UpdateCustomerUser',
      { name: ' Ana María Ruiz ', phoneNumber: '+34911222333', email: ' ana.ruiz@account.test ', country: 'Portugal' },
      buyer.token,
    );
    expect(changed).toEqual({
      name: 'Ana María Ruiz',
      phoneNumber: '+34911222333',
      email: 'ana.ruiz@account.test',
      country: 'Portugal',
      companyName: 'Ana Toys S.L.',
      address: 'Calle Sol 1',
      userImage: '',
    });
    const again = await login(buyer.account);
    expect(again.customerUser).toEqual(changed);
    // Optional fields (country, address on this share) may be emptied.
    expect(
      await must<CustomerUser>('UpdateCustomerUser', { name: 'Ana', address: '', country: '' }, again.token),
    ).toMatchObject({ name: 'Ana', address: '', country: '', phoneNumber: '+34911222333' });
  });

  it("refuses another account's email", async () => {
    const first = await newBuyer();
    const second = await newBuyer();
    expect(
      await update(second.token, { name: 'Second', email: `${first.account.toUpperCase()}@account.test` }),
    ).toMatchObject({ status: 400, message: 'Invalid request: body.email is already registered to another account.' });
    expect((await login(second.account)).customerUser.email).toBe(`${second.account}@account.test`);
  });

  it("userImage is '' or an avatar this account uploaded: never an outside URL, a chat picture, another buyer's or supplier's", async () => {
    const buyer = await newBuyer();
    const avatar = await uploadAvatar(buyer.token);
    expect(avatar).toMatch(/^\/media\/uploads\/\d+\/[\w-]{22}\.png$/);
    const chatPicture = await uploadAvatar(buyer.token, 'chat');
    const otherBuyer = await newBuyer();
    const othersAvatar = await uploadAvatar(otherBuyer.token);
    const kite = await login(
      TENANT_FIXTURES.B.account.account,
      TENANT_FIXTURES.B.account.password,
      SECOND_SUPPLIER.privateShare,
      SECOND_SUPPLIER.companyNumber,
    );
    const otherSuppliers = await uploadAvatar(kite.token);
    for (const userImage of [
      'https://evil.example/a.png',
      `https://evil.example${avatar}`,
      `${avatar}?x=1`,
      `/media/uploads/../${avatar.slice(15)}`,
      'javascript:alert(1)',
      chatPicture,
      othersAvatar,
      otherSuppliers,
    ]) {
      expect(await update(buyer.token, { name: 'Ana', userImage }), userImage).toMatchObject({
        status: 400,
        message:
          "Invalid request: body.userImage must be '' or the fullPath of an avatar picture uploaded with InsertPic (BusinessType avatar).",
      });
    }
    expect((await login(buyer.account)).customerUser).toMatchObject({ name: 'Ana Buyer', userImage: '' });

    expect(
      await must<CustomerUser>('UpdateCustomerUser', { name: 'Ana Buyer', userImage: avatar }, buyer.token),
    ).toMatchObject({ userImage: avatar, phoneNumber: '+34600000001' });
    expect((await login(buyer.account)).customerUser.userImage).toBe(avatar);
    const served = await fetch(baseUrl() + avatar);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(
      await must<CustomerUser>('UpdateCustomerUser', { name: 'Ana Buyer', userImage: '' }, buyer.token),
    ).toMatchObject({ userImage: '' });
  });
});
