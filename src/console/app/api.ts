// What every room's calls share: the console's own token on each call (never the buyer's), a refusal of that token
// (401/403 — the server answers 403 to a token without the room's role, too) ending the console sign-in, the
// sign-in itself (docs/protocol.md: AdminLogin), and the root of the console's query keys. Each room's calls and
// their keys live in the room's own api.ts (src/console/<room>/api.ts), all under `consoleKey`.
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { CallName } from '../../../schemas/api/calls';
import type { CallTypes } from '../../../schemas/api/types.gen';
import { consoleSession } from '../../api/consoleSession';

/** The first part of every console query key: one sign-in's data is dropped as a whole at the next. */
export const consoleKey = ['console'] as const;

const notSignedIn = (name: CallName) =>
  new ApiError('expired', 'The console is not signed in.', { code: 401, url: name });

/** Runs `run` with the console's token; a refusal of that token signs the console out. */
export async function withConsoleToken<T>(name: CallName, run: (token: string) => Promise<T>): Promise<T> {
  const token = consoleSession.get().signedIn?.token;
  if (!token) throw notSignedIn(name);
  try {
    return await run(token);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'expired') consoleSession.expire(token);
    throw error;
  }
}

/** One console call with the console's token. */
export const consoleCall = <N extends CallName>(
  name: N,
  body: CallTypes[N]['request'],
  options: { noLoading?: boolean; signal?: AbortSignal } = {},
) => withConsoleToken(name, (token) => api.call(name, body, { ...options, token }));

export async function signIn(account: string, password: string) {
  const answer = await api.call('AdminLogin', { account, password });
  consoleSession.signIn({
    token: answer.token,
    companyName: answer.companyName,
    companyNumber: answer.companyNumber,
    roles: answer.roles,
    account,
  });
  return answer;
}

/** Nothing of one sign-in is shown to the next (another account may see other rooms, another company other orders). */
export const forgetConsoleData = (queryClient: QueryClient) => queryClient.removeQueries({ queryKey: consoleKey });
