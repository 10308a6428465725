// Model-style tests of machines/login.ts: every transition spec section 4 names, with fake login actors.
// Cases: start state; dialog open/dismiss/reopen; share login success and failure; private login success
// (sets isPrivateLogin, clears expiredLogin); 401/403 expiry (clears private flag, sets expiredLogin, opens
// the private dialog with the expired notice); private-only actions for visitors and private users; register;
// invitation dialog with code or account; restore from storage; log out; an error stays with the form it came
// from (every dialog switch clears it).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  loginMachine,
  type LoginEmitted,
  type PrivateAction,
  type ShareLoginInput,
  type PrivateLoginInput,
  type RegisterInput,
} from '../../machines/login';
import type { LoginResult } from '../../schemas/api/types.gen';

const user = (isPrivateLogin: boolean): LoginResult => ({
  token: isPrivateLogin ? 'private-token' : 'share-token',
  loginEmail: 'buyer@demo.test',
  shareId: 1,
  shareRandomCode: 'SUNNYPUB1',
  shareInfo: {
    id: 1,
    shareRandomCode: 'SUNNYPUB1',
    companyNumber: 'SUNNY2006',
    isPublic: true,
    openUserList: [2],
    publicTypeList: [],
    platformList: [],
    isShowPrice: true,
    showNumber: 1,
    productSource: 1,
  },
  companyNumber: 'SUNNY2006',
  currencyType: 'USD',
  isPrivateLogin,
  menuRoot: [],
  customerUser: { name: '', userImage: '', phoneNumber: '', companyName: '', email: '', address: '' },
});

function start(options: { fail?: boolean } = {}) {
  const calls: string[] = [];
  const answer = <I>(name: string, isPrivate: boolean) =>
    fromPromise<LoginResult, I>(async ({ input }) => {
      calls.push(`${name} ${JSON.stringify(input)}`);
      if (options.fail) throw new Error(`${name} refused`);
      return user(isPrivate);
    });
  const actor = createActor(
    loginMachine.provide({
      actors: {
        shareLogin: answer<ShareLoginInput>('shareLogin', false),
        privateLogin: answer<PrivateLoginInput>('privateLogin', true),
        register: answer<RegisterInput>('register', true),
      },
    }),
  );
  const emitted: LoginEmitted[] = [];
  actor.on('*', (e) => emitted.push(e as LoginEmitted));
  actor.start();
  return { actor, calls, emitted, value: () => actor.getSnapshot().value, context: () => actor.getSnapshot().context };
}
const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !JSON.stringify(s.value).includes('submitting'));
const shareForm = { email: 'buyer@demo.test', verifyCode: '246810', companyNumber: 'SUNNY2006' };
const accountForm = { account: 'demo2026', password: 'Sunny2026!' };

describe('login machine', () => {
  it('starts not logged in with no dialog', () => {
    const { value, context } = start();
    expect(value()).toEqual({ session: 'notLoggedIn', dialog: 'closed' });
    expect(context()).toMatchObject({ isPrivateLogin: false, expiredLogin: false, user: null });
  });

  it('opens the login dialog on the button or event, closes on dismissal, and reopens', () => {
    const { actor, value } = start();
    actor.send({ type: 'OPEN_LOGIN' });
    expect(value()).toEqual({ session: 'notLoggedIn', dialog: { shareLogin: 'idle' } });
    actor.send({ type: 'DISMISS' });
    expect(value()).toMatchObject({ dialog: 'closed' });
    actor.send({ type: 'OPEN_LOGIN', dialog: 'privateLogin' });
    expect(value()).toMatchObject({ dialog: { privateLogin: 'idle' } });
    actor.send({ type: 'DISMISS' });
    actor.send({ type: 'OPEN_LOGIN', dialog: 'invitation' });
    expect(value()).toMatchObject({ dialog: { invitation: 'idle' } });
  });

  it('a successful share login closes the dialog and enters as a share visitor', async () => {
    const { actor, value, context, emitted, calls } = start();
    actor.send({ type: 'OPEN_LOGIN' });
    actor.send({ type: 'SUBMIT_SHARE_LOGIN', form: shareForm });
    expect(value()).toMatchObject({ dialog: { shareLogin: 'submitting' } });
    await idle(actor);
    expect(value()).toEqual({ session: 'shareLoggedIn', dialog: 'closed' });
    expect(context()).toMatchObject({ isPrivateLogin: false, user: { token: 'share-token' } });
    expect(calls).toEqual([`shareLogin ${JSON.stringify(shareForm)}`]);
    expect(emitted.map((e) => e.type)).toEqual(['loggedIn']);
  });

  it('a refused login keeps the dialog open with the error, and the next submit clears it', async () => {
    const { actor, value, context } = start({ fail: true });
    actor.send({ type: 'OPEN_LOGIN', dialog: 'privateLogin' });
    actor.send({ type: 'SUBMIT_PRIVATE_LOGIN', form: accountForm });
    await idle(actor);
    expect(value()).toEqual({ session: 'notLoggedIn', dialog: { privateLogin: 'idle' } });
    expect(String(context().error)).toContain('privateLogin refused');
    actor.send({ type: 'SUBMIT_PRIVATE_LOGIN', form: accountForm });
    expect(context().error).toBeNull();
  });

  // Issue 12: after a refused sign-in, the register form showed "Wrong password…". Every way from one dialog to
  // another starts the new form without the old form's error.
  const failing: {
    dialog: 'shareLogin' | 'privateLogin' | 'register';
    submit: Parameters<ReturnType<typeof start>['actor']['send']>[0];
  }[] = [
    { dialog: 'shareLogin', submit: { type: 'SUBMIT_SHARE_LOGIN', form: shareForm } },
    { dialog: 'privateLogin', submit: { type: 'SUBMIT_PRIVATE_LOGIN', form: accountForm } },
    {
      dialog: 'register',
      submit: {
        type: 'SUBMIT_REGISTER',
        form: {
          account: 'buyer2027',
          password: 'Toys2027!',
          confirmPassword: 'Toys2027!',
          name: 'A',
          email: '',
          country: '',
          companyName: '',
          address: '',
          phoneNumber: '',
        },
      },
    },
  ];
  const switches = [
    { type: 'OPEN_REGISTER' },
    { type: 'OPEN_LOGIN' },
    { type: 'OPEN_LOGIN', dialog: 'privateLogin' },
    { type: 'OPEN_LOGIN', dialog: 'shareLogin' },
  ] as const;
  it.each(failing.flatMap((f) => switches.map((to) => ({ ...f, to }))))(
    'an error of $dialog is gone after %j',
    async ({ dialog, submit, to }) => {
      const { actor, value, context } = start({ fail: true });
      actor.send({ type: 'OPEN_LOGIN', dialog });
      actor.send(submit);
      await idle(actor);
      expect(value()).toMatchObject({ dialog: { [dialog]: 'idle' } });
      expect(context().error).not.toBeNull();
      actor.send(to);
      const now = value() as { dialog: string | Record<string, string> };
      // A switch the open dialog does not offer leaves it (and its error) as it was.
      if (typeof now.dialog === 'object' && Object.keys(now.dialog)[0] === dialog)
        expect(context().error).not.toBeNull();
      else expect(context().error).toBeNull();
    },
  );

  it('a successful private login sets isPrivateLogin and clears expiredLogin', async () => {
    const { actor, value, context } = start();
    actor.send({ type: 'RESTORED', user: user(true) });
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(context()).toMatchObject({ expiredLogin: true });
    actor.send({ type: 'SUBMIT_PRIVATE_LOGIN', form: accountForm });
    await idle(actor);
    expect(value()).toEqual({ session: 'privateLoggedIn', dialog: 'closed' });
    expect(context()).toMatchObject({ isPrivateLogin: true, expiredLogin: false, notice: null });
  });

  it('a 401/403 clears the private flag, sets expiredLogin, shows the expired notice and opens the private login dialog', () => {
    const { actor, value, context } = start();
    actor.send({ type: 'RESTORED', user: user(true) });
    expect(value()).toEqual({ session: 'privateLoggedIn', dialog: 'closed' });
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(value()).toEqual({ session: 'expired', dialog: { privateLogin: 'idle' } });
    expect(context()).toMatchObject({ isPrivateLogin: false, expiredLogin: true, notice: 'expired' });
  });

  it('more 401s while already expired change nothing and do not interrupt the login under way', async () => {
    const { actor, value, context } = start();
    actor.send({ type: 'RESTORED', user: user(true) });
    actor.send({ type: 'SESSION_EXPIRED' });
    actor.send({ type: 'SUBMIT_PRIVATE_LOGIN', form: accountForm });
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(value()).toEqual({ session: 'expired', dialog: { privateLogin: 'submitting' } });
    await idle(actor);
    expect(value()).toEqual({ session: 'privateLoggedIn', dialog: 'closed' });
    expect(context().expiredLogin).toBe(false);
    actor.send({ type: 'SESSION_EXPIRED' }); // a new expiry after logging in again counts
    expect(value()).toEqual({ session: 'expired', dialog: { privateLogin: 'idle' } });
  });

  it.each<PrivateAction>(['cart', 'chat'])(
    '%s by a visitor who is not privately logged in opens the private login, then goes ahead',
    async (action) => {
      const { actor, value, context, emitted } = start();
      actor.send({ type: 'RESTORED', user: user(false) });
      actor.send({ type: 'PRIVATE_ACTION', action });
      expect(value()).toEqual({ session: 'shareLoggedIn', dialog: { privateLogin: 'idle' } });
      expect(context()).toMatchObject({ pendingAction: action, notice: 'privateOnly' });
      expect(emitted).toEqual([]);
      actor.send({ type: 'SUBMIT_PRIVATE_LOGIN', form: accountForm });
      await idle(actor);
      expect(emitted.map((e) => e.type)).toEqual(['loggedIn', 'privateActionAllowed']);
      expect(emitted[1]).toEqual({ type: 'privateActionAllowed', action });
      expect(context().pendingAction).toBeNull();
    },
  );

  it('a dismissed private-only action is forgotten, and the machine that asked is told', async () => {
    const { actor, context, emitted } = start();
    actor.send({ type: 'PRIVATE_ACTION', action: 'cart' });
    actor.send({ type: 'DISMISS' });
    expect(context().pendingAction).toBeNull();
    expect(emitted).toEqual([{ type: 'privateActionDropped', action: 'cart' }]);
    actor.send({ type: 'OPEN_LOGIN', dialog: 'privateLogin' });
    actor.send({ type: 'SUBMIT_PRIVATE_LOGIN', form: accountForm });
    await idle(actor);
    expect(emitted.map((e) => e.type)).toEqual(['privateActionDropped', 'loggedIn']);
  });

  it('a private-only action for something else replaces the one waiting; the same one again is still waiting', async () => {
    const { actor, context, emitted } = start();
    actor.send({ type: 'PRIVATE_ACTION', action: 'cart' });
    actor.send({ type: 'PRIVATE_ACTION', action: 'cart' });
    expect(emitted).toEqual([]);
    actor.send({ type: 'PRIVATE_ACTION', action: 'chat' });
    expect(emitted).toEqual([{ type: 'privateActionDropped', action: 'cart' }]);
    expect(context().pendingAction).toBe('chat');
    actor.send({ type: 'SUBMIT_PRIVATE_LOGIN', form: accountForm });
    await idle(actor);
    expect(emitted.slice(1)).toEqual([
      expect.objectContaining({ type: 'loggedIn' }),
      { type: 'privateActionAllowed', action: 'chat' },
    ]);
  });

  it('logging out drops the private-only action waiting', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'PRIVATE_ACTION', action: 'chat' });
    actor.send({ type: 'LOGGED_OUT' });
    expect(emitted.map((e) => e.type)).toEqual(['privateActionDropped', 'loggedOut']);
  });

  it('private-only actions of a private user go ahead at once', () => {
    const { actor, value, emitted } = start();
    actor.send({ type: 'RESTORED', user: user(true) });
    actor.send({ type: 'PRIVATE_ACTION', action: 'chat' });
    expect(value()).toEqual({ session: 'privateLoggedIn', dialog: 'closed' });
    expect(emitted).toEqual([{ type: 'privateActionAllowed', action: 'chat' }]);
  });

  it('register from the private login dialog signs the new account in', async () => {
    const { actor, value, context, calls } = start();
    actor.send({ type: 'OPEN_LOGIN', dialog: 'privateLogin' });
    actor.send({ type: 'OPEN_REGISTER' });
    expect(value()).toMatchObject({ dialog: { register: 'idle' } });
    actor.send({ type: 'OPEN_LOGIN' });
    expect(value()).toMatchObject({ dialog: { privateLogin: 'idle' } });
    actor.send({ type: 'OPEN_REGISTER' });
    const form = {
      account: 'buyer2027',
      password: 'Toys2027!',
      confirmPassword: 'Toys2027!',
      name: 'A',
      email: '',
      country: '',
      companyName: '',
      address: '',
      phoneNumber: '',
    };
    actor.send({ type: 'SUBMIT_REGISTER', form });
    await idle(actor);
    expect(value()).toEqual({ session: 'privateLoggedIn', dialog: 'closed' });
    expect(context().isPrivateLogin).toBe(true);
    expect(calls[0]).toContain('register');
  });

  it('the invitation dialog signs in with a code or with an account', async () => {
    const { actor, value, calls } = start();
    actor.send({ type: 'OPEN_LOGIN', dialog: 'invitation' });
    actor.send({ type: 'SUBMIT_SHARE_LOGIN', form: shareForm });
    await idle(actor);
    expect(value()).toEqual({ session: 'shareLoggedIn', dialog: 'closed' });
    actor.send({ type: 'OPEN_LOGIN', dialog: 'invitation' });
    actor.send({ type: 'SUBMIT_PRIVATE_LOGIN', form: accountForm });
    await idle(actor);
    expect(value()).toEqual({ session: 'privateLoggedIn', dialog: 'closed' });
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['shareLogin', 'privateLogin']);
  });

  it('log out forgets the visitor', () => {
    const { actor, value, context, emitted } = start();
    actor.send({ type: 'RESTORED', user: user(true) });
    actor.send({ type: 'LOGGED_OUT' });
    expect(value()).toEqual({ session: 'notLoggedIn', dialog: 'closed' });
    expect(context()).toMatchObject({ user: null, isPrivateLogin: false, expiredLogin: false });
    expect(emitted.map((e) => e.type)).toEqual(['loggedOut']);
  });
});
