// The company's switches that show or hide a part of every share's site (spec section 3, globalParam). Pure: the
// floating buttons' rules are tested as a table without the API client (tests/app/floatingButtons.test.ts).
import type { GlobalParam } from '../../schemas/api/types.gen';

export type ShareSwitch = 'isCart' | 'isChat' | 'isLoginCode' | 'isToTop' | 'isAPP';

/** Whether a switch is on. The spec defaults them to on, so a missing one (or a company answer not yet in) counts as on;
 *  only an explicit false turns a part off. */
export const switchedOn = (global: Partial<Pick<GlobalParam, ShareSwitch>> | null | undefined, flag: ShareSwitch) =>
  global?.[flag] !== false;
