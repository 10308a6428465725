// Spec section 5 validation rules, shared by the forms and the server.
import { describe, expect, it } from 'vitest';
import {
  checkAccount,
  checkEmail,
  checkMobile,
  checkPassword,
  contactProblems,
  entryRefusal,
  registerProblems,
  sanitiseAccount,
  shareLoginProblems,
  shareKind,
} from '../../protocol/entryRules';

describe('entry rules', () => {
  it('account: 6–16 allowed characters; registration needs letters and digits; others stripped as typed', () => {
    expect(checkAccount('', false)).toBe('required');
    expect(checkAccount('abc12', false)).toBe('accountLength');
    expect(checkAccount('a'.repeat(17), false)).toBe('accountLength');
    expect(checkAccount('买家·buyer_01', true)).toBeNull();
    expect(checkAccount('onlyletters', false)).toBeNull();
    expect(checkAccount('onlyletters', true)).toBe('accountLettersAndDigits');
    expect(checkAccount('12345678', true)).toBe('accountLettersAndDigits');
    expect(sanitiseAccount('bu yer!#01@x.y-z')).toBe('buyer01x.y-z');
  });

  it('password: 8–16 letters and digits, optionally ~!@#$%^&*', () => {
    expect(checkPassword('Sunny2026!')).toBeNull();
    expect(checkPassword('abcd1234')).toBeNull();
    expect(checkPassword('abcdefgh')).toBe('passwordFormat');
    expect(checkPassword('12345678')).toBe('passwordFormat');
    expect(checkPassword('abc123')).toBe('passwordFormat');
    expect(checkPassword('abc12345()')).toBe('passwordFormat');
    expect(checkPassword('abc1234567890abcd')).toBe('passwordFormat');
  });

  it('email trimmed and checked; mobile at most 20 digits', () => {
    expect(checkEmail('  buyer@demo.test ', true)).toBeNull();
    expect(checkEmail('buyer@demo', true)).toBe('emailFormat');
    expect(checkEmail('', false)).toBeNull();
    expect(checkEmail('', true)).toBe('required');
    expect(checkMobile('+8613800000000', true)).toBeNull();
    expect(checkMobile('138-0000', true)).toBe('mobileFormat');
    expect(checkMobile('1'.repeat(21), true)).toBe('mobileLength');
  });

  it('registration applies the share flags', () => {
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
    expect(registerProblems(form, {})).toEqual({});
    expect(
      registerProblems(form, {
        isMailRequired: true,
        isPhoneRequired: true,
        isCountryRequired: true,
        isCompanyNameRequired: true,
        isAddressRequired: true,
      }),
    ).toEqual({
      email: 'required',
      phoneNumber: 'required',
      country: 'required',
      companyName: 'required',
      address: 'required',
    });
    expect(registerProblems({ ...form, confirmPassword: 'x' }, {}).confirmPassword).toBe('confirmMismatch');
  });

  it('share login: code required unless the share is public without type 1', () => {
    const empty = { email: '', verifyCode: '', companyNumber: '' };
    expect(shareLoginProblems(empty, { isPublic: true, publicTypeList: [] })).toEqual({});
    expect(shareLoginProblems(empty, { isPublic: true, publicTypeList: [1] })).toMatchObject({
      verifyCode: 'required',
    });
    expect(shareLoginProblems(empty, { isPublic: false, publicTypeList: [1] })).toEqual({
      email: 'required',
      verifyCode: 'required',
      companyNumber: 'required',
    });
  });

  it('contact dialog: name always; mobile only with isLinkPhone, email only with isLinkEmail', () => {
    const form = { contactName: '', company: '', phoneNumber: 'x', email: 'y' };
    expect(contactProblems(form, {})).toEqual({ contactName: 'required' });
    expect(contactProblems(form, { isLinkPhone: true, isLinkEmail: true })).toEqual({
      contactName: 'required',
      phoneNumber: 'mobileFormat',
      email: 'emailFormat',
    });
  });

  it('ways in (issue 12): the code gate wins over isPublic; accounts need openUserList 2, behind a code also publicTypeList 2', () => {
    const share = (isPublic: boolean, publicTypeList: number[], openUserList: number[]) => ({
      isPublic,
      publicTypeList,
      openUserList,
    });
    const ways = ['publicLogin', 'codeLogin', 'accountLogin', 'register'] as const;
    const row = (s: ReturnType<typeof share>) => ways.map((w) => entryRefusal(s, w));
    expect(shareKind(share(true, [1], [2]))).toBe('invitation');
    expect(row(share(true, [], [2]))).toEqual([null, 413, null, null]);
    expect(row(share(true, [], []))).toEqual([null, 413, 410, 418]);
    expect(row(share(false, [1], [2]))).toEqual([400, null, 410, 418]);
    expect(row(share(true, [1], [2]))).toEqual([400, null, 410, 418]);
    expect(row(share(false, [1, 2], [2]))).toEqual([400, null, null, 418]);
    expect(row(share(false, [1, 2], []))).toEqual([400, null, 410, 418]);
    expect(row(share(false, [], [2]))).toEqual([413, 413, null, null]);
    expect(row(share(false, [], []))).toEqual([413, 413, 410, 418]);
  });
});
