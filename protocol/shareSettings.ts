// A share's settings as the console's Access room edits them (issue 24): the rules its form checks as the supplier
// types and the server checks again on ConsoleSaveShare, and the mapping between the room's `kind` and the spec's
// flags (isPublic, publicTypeList's 1). The JSON schema (schemas/api/ConsoleShareList.json#/$defs/settings) bounds
// the shape; these rules judge what the shape cannot.
import type { ShareKind } from './entryRules';

export const SHARE_LABEL_MAX = 60;
export const SALESPERSON_MAX = 40;

export interface ShareSettingsDraft {
  openUserList: 2[];
  publicTypeList: 2[];
  platformList: 2[];
  isShowPrice: boolean;
  showNumber: 1 | 2 | 3 | -1;
  productSource: 0 | 1;
  isMailRequired: boolean;
  isPhoneRequired: boolean;
  isCountryRequired: boolean;
  isCompanyNameRequired: boolean;
  isAddressRequired: boolean;
  isLinkPhone: boolean;
  isLinkEmail: boolean;
  salesperson: string;
  /** New private accounts wait for the supplier's approval (not a spec flag: kept beside shareInfo, never sent to buyers). */
  needsApproval?: boolean;
}

/** A new share: a public catalogue with prices, product numbers and translated names; accounts keep a cart. */
export const DEFAULT_SHARE_SETTINGS: ShareSettingsDraft = {
  openUserList: [2],
  publicTypeList: [],
  platformList: [],
  isShowPrice: true,
  showNumber: 2,
  productSource: 1,
  isMailRequired: true,
  isPhoneRequired: false,
  isCountryRequired: false,
  isCompanyNameRequired: false,
  isAddressRequired: false,
  isLinkPhone: false,
  isLinkEmail: true,
  salesperson: '',
  needsApproval: false,
};

export type ShareSettingsProblem = 'required' | 'tooLong' | 'needsAccounts';

/** The field at fault, in the request's own path (`label`, `settings.publicTypeList`), and why. */
export function shareSettingsProblems(draft: {
  label: string;
  kind: ShareKind;
  settings: ShareSettingsDraft;
}): Partial<Record<string, ShareSettingsProblem>> {
  const problems: Partial<Record<string, ShareSettingsProblem>> = {};
  const label = draft.label.trim();
  if (!label) problems.label = 'required';
  else if ([...label].length > SHARE_LABEL_MAX) problems.label = 'tooLong';
  if ([...draft.settings.salesperson.trim()].length > SALESPERSON_MAX) problems['settings.salesperson'] = 'tooLong';
  // The invitation dialog's "private account" choice signs in accounts: a share without accounts cannot offer it.
  if (
    draft.kind === 'invitation' &&
    draft.settings.publicTypeList.includes(2) &&
    !draft.settings.openUserList.includes(2)
  )
    problems['settings.publicTypeList'] = 'needsAccounts';
  return problems;
}

/** The spec's flags for a kind: invitation adds publicTypeList 1, public sets isPublic (protocol/entryRules.ts shareKind reads them back). */
export function flagsForKind(
  kind: ShareKind,
  settings: ShareSettingsDraft,
): { isPublic: boolean; publicTypeList: number[] } {
  const extra = kind === 'invitation' && settings.publicTypeList.includes(2) ? [2] : [];
  return { isPublic: kind === 'public', publicTypeList: kind === 'invitation' ? [1, ...extra] : [] };
}
