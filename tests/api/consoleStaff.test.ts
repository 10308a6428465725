// The console's Staff room (issue 24): the demo admin creates a service-only account (its one-time password signs
// in and opens the conversations and nothing else), adds a role that applies at the account's next call, disables
// it (its open session is refused at once, sign-in says "account abnormal"), enables it, resets its password (the
// old one and its session stop); a company's last active admin can be neither disabled nor demoted; a taken sign-in
// name is refused; buyers are refused; every change is in the activity log, searchable, and no password is.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../server/demo/demoShares';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import { DEFAULT_SHARE_SETTINGS } from '../../protocol/shareSettings';
import { must, wire } from './wire';

type Member = { id: number; account: string; name: string; roles: string[]; state: string; isYou: boolean };
type Entry = { actor: string; action: string; subject: string; detail: string };
let admin: string;
const stamp = Date.now().toString(36).slice(-6);
const chats = { pageIndex: 1, pageSize: 20 };

const signIn = (account: string, password: string) => wire('AdminLogin', { account, password });
async function log(query?: string) {
  return (await must<{ items: Entry[] }>('ConsoleActivityList', query ? { query } : {}, admin)).items;
}

beforeAll(async () => {
  admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
});

describe('staff accounts', () => {
  it('lists the company staff with their roles; the demo admin holds every role and is marked as you', async () => {
    const { items } = await must<{ items: Member[] }>('ConsoleStaffList', {}, admin);
    const me = items.find((m) => m.isYou)!;
    expect(me).toMatchObject({ account: DEMO_ADMIN.account, state: 'active' });
    expect(me.roles).toEqual(['orders', 'service', 'catalogue', 'design', 'admin']);
  });

  it('a service-only account sees conversations only; roles, disable, enable and reset apply at the next call', async () => {
    const account = `svc${stamp}`;
    const made = await must<{ member: Member; oneTimePassword: string }>(
      'ConsoleSaveStaff',
      { account, name: 'Service Desk', roles: ['service'] },
      admin,
    );
    expect(made.member).toMatchObject({ account, roles: ['service'], state: 'active', isYou: false });
    expect(made.oneTimePassword).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const first = await must<{ token: string; roles: string[] }>('AdminLogin', {
      account,
      password: made.oneTimePassword,
    });
    expect(first.roles).toEqual(['service']);
    await must('ConsoleChatList', chats, first.token);
    expect((await wire('ConsoleOrderList', { pageIndex: 1, pageSize: 10 }, { token: first.token })).code).toBe(403);
    expect((await wire('ConsoleStaffList', {}, { token: first.token })).code).toBe(403);

    await must('ConsoleSaveStaff', { id: made.member.id, name: 'Service Desk', roles: ['service', 'orders'] }, admin);
    await must('ConsoleOrderList', { pageIndex: 1, pageSize: 10 }, first.token);

    const off = await must<{ member: Member }>(
      'ConsoleSetStaffState',
      { id: made.member.id, state: 'disabled' },
      admin,
    );
    expect(off.member.state).toBe('disabled');
    expect((await wire('ConsoleChatList', chats, { token: first.token })).code).toBe(401);
    expect((await signIn(account, made.oneTimePassword)).code).toBe(416);
    await must('ConsoleSetStaffState', { id: made.member.id, state: 'active' }, admin);
    const second = await must<{ token: string }>('AdminLogin', { account, password: made.oneTimePassword });

    const reset = await must<{ oneTimePassword: string }>('ConsoleResetStaffPassword', { id: made.member.id }, admin);
    expect(reset.oneTimePassword).not.toBe(made.oneTimePassword);
    expect((await wire('ConsoleChatList', chats, { token: second.token })).code).toBe(401);
    expect((await signIn(account, made.oneTimePassword)).code).toBe(415);
    await must('AdminLogin', { account, password: reset.oneTimePassword });

    const entries = await log(account);
    expect(entries.map((e) => e.action)).toEqual([
      'staffPasswordReset',
      'staffEnabled',
      'staffDisabled',
      'staffChanged',
      'staffCreated',
    ]);
    expect(entries[0].actor).toBe(DEMO_ADMIN.account);
    expect(entries[3].detail).toBe('service → orders, service');
    expect(JSON.stringify(entries)).not.toContain(reset.oneTimePassword);
  });

  it('refuses a taken sign-in name, even one of another supplier', async () => {
    const answer = await wire(
      'ConsoleSaveStaff',
      { account: TENANT_FIXTURES.B.admin.account, name: 'Copy', roles: ['orders'] },
      { token: admin },
    );
    expect(answer).toMatchObject({ code: 422, message: 'This sign-in name is taken.' });
  });

  it("never removes a company's last active admin: not disabled, not demoted, not even by itself", async () => {
    const solo = await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.solo.admin);
    const staff = (await must<{ items: Member[] }>('ConsoleStaffList', {}, solo.token)).items;
    const me = staff.find((m) => m.isYou)!;
    // A database kept from an earlier run holds that run's second admin.
    for (const m of staff.filter((m) => !m.isYou && m.state === 'active'))
      await must('ConsoleSetStaffState', { id: m.id, state: 'disabled' }, solo.token);
    expect(await wire('ConsoleSetStaffState', { id: me.id, state: 'disabled' }, { token: solo.token })).toMatchObject({
      code: 422,
      message: expect.stringContaining('one active admin'),
    });
    expect(
      await wire('ConsoleSaveStaff', { id: me.id, name: 'Solo', roles: ['orders'] }, { token: solo.token }),
    ).toMatchObject({ code: 422, message: expect.stringContaining('one active admin') });
    // Another admin makes it possible, and the log keeps both companies apart.
    const other = await must<{ member: Member }>(
      'ConsoleSaveStaff',
      { account: `solo${stamp}`, name: 'Second', roles: ['admin'] },
      solo.token,
    );
    await must('ConsoleSaveStaff', { id: me.id, name: 'Solo', roles: ['orders', 'admin'] }, solo.token);
    expect((await wire('ConsoleStaffList', {}, { token: solo.token })).code).toBe(200);
    expect((await log(other.member.account)).length).toBe(0);
  });

  it('share and code changes are logged, searchable by share code', async () => {
    const share = await must<{ shareRandomCode: string }>(
      'ConsoleSaveShare',
      { label: `Log ${stamp}`, kind: 'public', settings: DEFAULT_SHARE_SETTINGS },
      admin,
    );
    await must('ConsoleSetShareState', { shareRandomCode: share.shareRandomCode, state: 'paused' }, admin);
    await must('ConsoleDeleteShare', { shareRandomCode: share.shareRandomCode }, admin);
    expect((await log(share.shareRandomCode)).map((e) => e.action)).toEqual([
      'shareDeleted',
      'shareState',
      'shareSaved',
    ]);
  });

  it('refuses buyers', async () => {
    const buyer = await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: 'SUNNYPUB1' });
    expect((await wire('ConsoleActivityList', {}, { token: buyer.token })).code).toBe(403);
  });
});
