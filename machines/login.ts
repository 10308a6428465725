// Who the visitor is and which login dialog is open (spec section 4). Two parallel regions:
//   session: notLoggedIn → shareLoggedIn (public/code) → privateLoggedIn → expired
//   dialog:  closed | shareLogin | invitation | privateLogin | register, each idle → submitting
// Side effects (the three login calls) are injected actors, so the machine runs without a network.
import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { LoginResult } from '../schemas/api/types.gen';

export type LoginDialog = 'shareLogin' | 'invitation' | 'privateLogin' | 'register';
export type PrivateAction = 'cart' | 'chat' | 'orders' | 'account' | 'favourites';

export interface ShareLoginInput {
  email: string;
  verifyCode: string;
  companyNumber: string;
}
export interface PrivateLoginInput {
  account: string;
  password: string;
}
export interface RegisterInput {
  account: string;
  password: string;
  confirmPassword: string;
  name: string;
  email: string;
  country: string;
  companyName: string;
  address: string;
  phoneNumber: string;
}

export interface LoginContext {
  user: LoginResult | null;
  isPrivateLogin: boolean;
  expiredLogin: boolean;
  /** Why the dialog is open, shown above the form ('expired' = spec: "Login expired, please log in again."). */
  notice: 'expired' | 'privateOnly' | null;
  /** The private-only action that opened the dialog; it proceeds once the visitor logs in privately. */
  pendingAction: PrivateAction | null;
  /** The last failure of a submit, for the open form to show; cleared on the next submit and whenever a dialog opens. */
  error: unknown;
}

export type LoginEvent =
  | { type: 'RESTORED'; user: LoginResult }
  | { type: 'OPEN_LOGIN'; dialog?: LoginDialog }
  | { type: 'OPEN_REGISTER' }
  | { type: 'DISMISS' }
  | { type: 'SUBMIT_SHARE_LOGIN'; form: ShareLoginInput }
  | { type: 'SUBMIT_PRIVATE_LOGIN'; form: PrivateLoginInput }
  | { type: 'SUBMIT_REGISTER'; form: RegisterInput }
  | { type: 'PRIVATE_ACTION'; action: PrivateAction }
  | { type: 'SESSION_EXPIRED' }
  | { type: 'LOGGED_OUT' }
  /** Internal: a dialog's login call succeeded. */
  | { type: 'LOGGED_IN'; user: LoginResult };

export type LoginEmitted =
  | { type: 'loggedIn'; user: LoginResult }
  | { type: 'privateActionAllowed'; action: PrivateAction }
  /** The private-only action that opened the dialog will not go ahead (dismissed, replaced, logged out): the machine
   *  that asked forgets it. */
  | { type: 'privateActionDropped'; action: PrivateAction }
  | { type: 'loggedOut' };

/** The three login calls, injected once by the app (src/app/visitor). */
export interface LoginCalls {
  shareLogin: (form: ShareLoginInput) => Promise<LoginResult>;
  privateLogin: (form: PrivateLoginInput) => Promise<LoginResult>;
  register: (form: RegisterInput) => Promise<LoginResult>;
}

type Submit = Extract<LoginEvent, { type: 'SUBMIT_SHARE_LOGIN' | 'SUBMIT_PRIVATE_LOGIN' | 'SUBMIT_REGISTER' }>;
const notProvided = <I>(name: string) =>
  fromPromise<LoginResult, I>(() => Promise.reject(new Error(`${name} actor not provided`)));

/** A submitting state: calls `src` with the form; success closes the dialog (spec), failure keeps it open with the error. */
function submitting<S extends 'shareLogin' | 'privateLogin' | 'register'>(src: S) {
  return {
    entry: 'clearError',
    invoke: {
      src,
      // The event that entered this state is the submit carrying the form for `src`.
      input: ({ event }: { event: LoginEvent }) => (event as Submit).form as never,
      onDone: { target: '#login.dialog.closed', actions: 'announceLogin' },
      onError: { target: 'idle', actions: 'keepError' },
    },
  } as const;
}
const dismiss = { target: 'closed', actions: ['clearPending', 'clearError'] } as const;

export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent, emitted: {} as LoginEmitted },
  actors: {
    shareLogin: notProvided<ShareLoginInput>('shareLogin'),
    privateLogin: notProvided<PrivateLoginInput>('privateLogin'),
    register: notProvided<RegisterInput>('register'),
  },
  actions: {
    // Spec: a successful private login sets isPrivateLogin and clears expiredLogin.
    remember: assign(({ context }, user: LoginResult) => ({
      ...context,
      user,
      isPrivateLogin: user.isPrivateLogin,
      expiredLogin: user.isPrivateLogin ? false : context.expiredLogin,
      notice: null,
      error: null,
    })),
    announceLogin: raise(({ event }) => ({
      type: 'LOGGED_IN' as const,
      user: (event as unknown as { output: LoginResult }).output,
    })),
    keepError: assign({ error: ({ event }) => (event as unknown as { error: unknown }).error }),
    clearPending: enqueueActions(({ context, enqueue }) => {
      if (context.pendingAction) enqueue.emit({ type: 'privateActionDropped', action: context.pendingAction });
      enqueue.assign({ pendingAction: null });
    }),
    clearError: assign({ error: null }),
  },
  guards: {
    isPrivate: ({ context }) => context.isPrivateLogin,
    notYetExpired: ({ context }) => !context.expiredLogin,
    userIsPrivate: ({ event }) => 'user' in event && event.user.isPrivateLogin,
  },
}).createMachine({
  id: 'login',
  type: 'parallel',
  context: { user: null, isPrivateLogin: false, expiredLogin: false, notice: null, pendingAction: null, error: null },
  states: {
    session: {
      initial: 'notLoggedIn',
      on: {
        RESTORED: [
          {
            guard: 'userIsPrivate',
            target: '.privateLoggedIn',
            actions: { type: 'remember', params: ({ event }) => event.user },
          },
          { target: '.shareLoggedIn', actions: { type: 'remember', params: ({ event }) => event.user } },
        ],
        LOGGED_IN: [
          {
            guard: 'userIsPrivate',
            target: '.privateLoggedIn',
            actions: [
              { type: 'remember', params: ({ event }) => event.user },
              emit(({ event }) => ({ type: 'loggedIn' as const, user: event.user })),
            ],
          },
          {
            target: '.shareLoggedIn',
            actions: [
              { type: 'remember', params: ({ event }) => event.user },
              emit(({ event }) => ({ type: 'loggedIn' as const, user: event.user })),
            ],
          },
        ],
        LOGGED_OUT: {
          target: '.notLoggedIn',
          actions: [
            'clearPending',
            assign({ user: null, isPrivateLogin: false, expiredLogin: false, notice: null, error: null }),
            emit({ type: 'loggedOut' as const }),
          ],
        },
        // Spec: a 401 or 403 clears the private-login flag, sets expiredLogin and shows the expired message.
        // Further 401s of calls already under way change nothing (and must not restart a login in progress).
        SESSION_EXPIRED: {
          guard: 'notYetExpired',
          target: '.expired',
          actions: assign({ isPrivateLogin: false, expiredLogin: true, notice: 'expired' }),
        },
      },
      states: {
        notLoggedIn: {},
        shareLoggedIn: {},
        privateLoggedIn: {
          // The private-only action that asked for this login goes ahead now.
          entry: enqueueActions(({ context, enqueue }) => {
            if (context.pendingAction) enqueue.emit({ type: 'privateActionAllowed', action: context.pendingAction });
            enqueue.assign({ pendingAction: null });
          }),
        },
        expired: {},
      },
    },
    dialog: {
      initial: 'closed',
      on: {
        // Spec: when the session expires the private login dialog opens.
        SESSION_EXPIRED: { guard: 'notYetExpired', target: '.privateLogin' },
        // Spec: cart, chat and other private-only actions open the private login dialog for non-private visitors.
        PRIVATE_ACTION: [
          {
            guard: 'isPrivate',
            actions: emit(({ event }) => ({ type: 'privateActionAllowed' as const, action: event.action })),
          },
          {
            target: '.privateLogin',
            actions: [
              // A newer request for another action replaces the one waiting (one dialog, one action).
              enqueueActions(({ context, event, enqueue }) => {
                if (context.pendingAction && context.pendingAction !== event.action)
                  enqueue.emit({ type: 'privateActionDropped', action: context.pendingAction });
              }),
              assign({ pendingAction: ({ event }) => event.action, notice: 'privateOnly', error: null }),
            ],
          },
        ],
        LOGGED_OUT: '.closed',
      },
      states: {
        closed: {
          on: {
            // Spec: reopened by the open-login button or an event.
            OPEN_LOGIN: [
              { guard: ({ event }) => event.dialog === 'invitation', target: 'invitation' },
              { guard: ({ event }) => event.dialog === 'privateLogin', target: 'privateLogin' },
              { guard: ({ event }) => event.dialog === 'register', target: 'register' },
              { target: 'shareLogin' },
            ],
            OPEN_REGISTER: 'register',
          },
        },
        // Each form starts clean: an error belongs to the form it came from (issue 12: a refused sign-in's
        // "Wrong password" showed on the register form).
        shareLogin: {
          initial: 'idle',
          entry: 'clearError',
          on: {
            DISMISS: dismiss,
            OPEN_REGISTER: 'register',
            OPEN_LOGIN: { guard: ({ event }) => event.dialog === 'privateLogin', target: 'privateLogin' },
          },
          states: { idle: { on: { SUBMIT_SHARE_LOGIN: 'submitting' } }, submitting: submitting('shareLogin') },
        },
        invitation: {
          initial: 'idle',
          entry: 'clearError',
          on: { DISMISS: dismiss },
          states: {
            idle: { on: { SUBMIT_SHARE_LOGIN: 'submittingCode', SUBMIT_PRIVATE_LOGIN: 'submittingAccount' } },
            submittingCode: submitting('shareLogin'),
            submittingAccount: submitting('privateLogin'),
          },
        },
        privateLogin: {
          initial: 'idle',
          entry: 'clearError',
          on: {
            DISMISS: dismiss,
            OPEN_REGISTER: 'register',
            OPEN_LOGIN: { guard: ({ event }) => event.dialog === 'shareLogin', target: 'shareLogin' },
          },
          states: { idle: { on: { SUBMIT_PRIVATE_LOGIN: 'submitting' } }, submitting: submitting('privateLogin') },
        },
        register: {
          initial: 'idle',
          entry: 'clearError',
          on: { DISMISS: dismiss, OPEN_LOGIN: 'privateLogin' },
          states: { idle: { on: { SUBMIT_REGISTER: 'submitting' } }, submitting: submitting('register') },
        },
      },
    },
  },
});

/** The machine with its calls: the one wiring the visitor's login uses. */
export const loginWith = (calls: LoginCalls) =>
  loginMachine.provide({
    actors: {
      shareLogin: fromPromise(({ input }) => calls.shareLogin(input)),
      privateLogin: fromPromise(({ input }) => calls.privateLogin(input)),
      register: fromPromise(({ input }) => calls.register(input)),
    },
  });
export type LoginMachine = ReturnType<typeof loginWith>;
