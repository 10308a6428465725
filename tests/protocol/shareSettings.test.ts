// The Access room's share rules (protocol/shareSettings.ts), shared by the console's form and ConsoleSaveShare:
// each kind maps to the spec's flags and reads back as itself (protocol/entryRules.ts shareKind); a blank or long
// label, a long salesperson and an account choice on an invitation share without accounts are named by their field.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHARE_SETTINGS, flagsForKind, shareSettingsProblems } from '../../protocol/shareSettings';
import { entryRefusal, shareKind } from '../../protocol/entryRules';

describe('share settings', () => {
  it('each kind reads back as itself and lets in the ways it promises', () => {
    for (const kind of ['public', 'invitation', 'private'] as const) {
      const flags = { ...flagsForKind(kind, DEFAULT_SHARE_SETTINGS), openUserList: [2] };
      expect(shareKind(flags)).toBe(kind);
    }
    const invitation = {
      ...flagsForKind('invitation', { ...DEFAULT_SHARE_SETTINGS, publicTypeList: [2] }),
      openUserList: [2],
    };
    expect(invitation.publicTypeList).toEqual([1, 2]);
    expect(entryRefusal(invitation, 'codeLogin')).toBeNull();
    expect(entryRefusal(invitation, 'accountLogin')).toBeNull();
    // A public share never carries the invitation's private-account choice.
    expect(flagsForKind('public', { ...DEFAULT_SHARE_SETTINGS, publicTypeList: [2] })).toEqual({
      isPublic: true,
      publicTypeList: [],
    });
    expect(entryRefusal({ ...flagsForKind('private', DEFAULT_SHARE_SETTINGS), openUserList: [2] }, 'publicLogin')).toBe(
      413,
    );
  });

  it('names the field at fault', () => {
    const ok = { label: 'Fair', kind: 'public' as const, settings: DEFAULT_SHARE_SETTINGS };
    expect(shareSettingsProblems(ok)).toEqual({});
    expect(shareSettingsProblems({ ...ok, label: '  ' })).toEqual({ label: 'required' });
    expect(shareSettingsProblems({ ...ok, label: '展'.repeat(61) })).toEqual({ label: 'tooLong' });
    expect(
      shareSettingsProblems({ ...ok, settings: { ...DEFAULT_SHARE_SETTINGS, salesperson: 'x'.repeat(41) } }),
    ).toEqual({ 'settings.salesperson': 'tooLong' });
    expect(
      shareSettingsProblems({
        ...ok,
        kind: 'invitation',
        settings: { ...DEFAULT_SHARE_SETTINGS, openUserList: [], publicTypeList: [2] },
      }),
    ).toEqual({ 'settings.publicTypeList': 'needsAccounts' });
  });
});
