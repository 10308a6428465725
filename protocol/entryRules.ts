// Validation rules of spec section 5 for the entry forms, run by the browser as the buyer types and again by
// the server. Each check returns the reason a value is refused (translated by the browser), or null.
import { ACCOUNT_LENGTH, MOBILE_MAX_LENGTH, PASSWORD_LENGTH } from './constants';

export type FieldProblem =
  | 'required'
  | 'accountLength'
  | 'accountLettersAndDigits'
  | 'passwordFormat'
  | 'confirmMismatch'
  | 'emailFormat'
  | 'mobileFormat'
  | 'mobileLength';

/** Flags of shareInfo that make optional fields required. */
export interface RequiredFlags {
  isMailRequired?: boolean;
  isPhoneRequired?: boolean;
  isCountryRequired?: boolean;
  isCompanyNameRequired?: boolean;
  isAddressRequired?: boolean;
  isLinkPhone?: boolean;
  isLinkEmail?: boolean;
  isPublic?: boolean;
  publicTypeList?: number[];
}

// Chinese characters, letters, digits, dot, middle dot, underscore, hyphen.
const ACCOUNT_CHAR = /[\p{Script=Han}A-Za-z0-9.·_-]/u;
const NOT_ACCOUNT_CHAR = /[^\p{Script=Han}A-Za-z0-9.·_-]/gu;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d~!@#$%^&*]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[0-9]+$/;

/** Spec: special characters are stripped from the account as typed. */
export const sanitiseAccount = (typed: string) => typed.replace(NOT_ACCOUNT_CHAR, '');
export const isAccountChar = (ch: string) => ACCOUNT_CHAR.test(ch);

export function checkAccount(value: string, registering: boolean): FieldProblem | null {
  if (!value) return 'required';
  const length = [...value].length;
  if (length < ACCOUNT_LENGTH.min || length > ACCOUNT_LENGTH.max || sanitiseAccount(value) !== value)
    return 'accountLength';
  if (registering && !(/[A-Za-z]/.test(value) && /\d/.test(value))) return 'accountLettersAndDigits';
  return null;
}

export function checkPassword(value: string): FieldProblem | null {
  if (!value) return 'required';
  if (value.length < PASSWORD_LENGTH.min || value.length > PASSWORD_LENGTH.max || !PASSWORD.test(value))
    return 'passwordFormat';
  return null;
}

export function checkEmail(value: string, required: boolean): FieldProblem | null {
  const email = value.trim();
  if (!email) return required ? 'required' : null;
  return EMAIL.test(email) && email.length <= 100 ? null : 'emailFormat';
}

export function checkMobile(value: string, required: boolean): FieldProblem | null {
  const mobile = value.trim();
  if (!mobile) return required ? 'required' : null;
  if (mobile.length > MOBILE_MAX_LENGTH) return 'mobileLength';
  return MOBILE.test(mobile) ? null : 'mobileFormat';
}

const requiredText = (value: string | undefined, required: boolean | undefined): FieldProblem | null =>
  required && !value?.trim() ? 'required' : null;

type Problems<K extends string> = Partial<Record<K, FieldProblem>>;
const only = <K extends string>(problems: Record<K, FieldProblem | null>): Problems<K> =>
  Object.fromEntries(Object.entries(problems).filter(([, v]) => v)) as Problems<K>;

/** Spec section 4: on a public share whose publicTypeList lacks 1 the verification code is omitted and not required. */
export const shareNeedsVerifyCode = (share: RequiredFlags) => !(share.isPublic && !share.publicTypeList?.includes(1));

export interface ShareLoginForm {
  email: string;
  verifyCode: string;
  companyNumber: string;
}
export const shareLoginProblems = (form: ShareLoginForm, share: RequiredFlags) => {
  const needsCode = shareNeedsVerifyCode(share);
  return only({
    email: checkEmail(form.email, needsCode),
    verifyCode: needsCode && !form.verifyCode.trim() ? 'required' : null,
    companyNumber: needsCode && !form.companyNumber.trim() ? 'required' : null,
  });
};

export interface PrivateLoginForm {
  account: string;
  password: string;
}
export const privateLoginProblems = (form: PrivateLoginForm) =>
  only({ account: checkAccount(form.account, false), password: checkPassword(form.password) });

/** The buyer's own details: registered with the account, changed later on My account (issue 15). One rule for both. */
export interface ProfileForm {
  name: string;
  email: string;
  country: string;
  companyName: string;
  address: string;
  phoneNumber: string;
}
export const profileProblems = (form: ProfileForm, share: RequiredFlags) =>
  only({
    name: requiredText(form.name, true),
    email: checkEmail(form.email, !!share.isMailRequired),
    country: requiredText(form.country, share.isCountryRequired),
    companyName: requiredText(form.companyName, share.isCompanyNameRequired),
    address: requiredText(form.address, share.isAddressRequired),
    phoneNumber: checkMobile(form.phoneNumber, !!share.isPhoneRequired),
  });

export interface RegisterForm extends ProfileForm {
  account: string;
  password: string;
  confirmPassword: string;
}
export const registerProblems = (form: RegisterForm, share: RequiredFlags) => ({
  ...only({
    account: checkAccount(form.account, true),
    password: checkPassword(form.password),
    confirmPassword: !form.confirmPassword
      ? 'required'
      : form.confirmPassword !== form.password
        ? 'confirmMismatch'
        : null,
  }),
  ...profileProblems(form, share),
});

/** Spec section 5: contact dialog before a first cart add. */
export interface ContactForm {
  contactName: string;
  company: string;
  phoneNumber: string;
  email: string;
}
export const contactProblems = (form: ContactForm, share: RequiredFlags) =>
  only({
    contactName: requiredText(form.contactName, true),
    company: null,
    phoneNumber: share.isLinkPhone ? checkMobile(form.phoneNumber, true) : null,
    email: share.isLinkEmail ? checkEmail(form.email, true) : null,
  });

/** Cart submission (spec section 5 and issue 13): the contact of the order, with the share's required-field flags. */
export interface OrderContactForm extends ContactForm {
  telephone?: string;
}
export const orderContactProblems = (form: OrderContactForm, share: RequiredFlags) =>
  only({
    contactName: requiredText(form.contactName, true),
    company: requiredText(form.company, share.isCompanyNameRequired),
    phoneNumber: checkMobile(form.phoneNumber ?? '', !!share.isPhoneRequired),
    email: checkEmail(form.email ?? '', !!share.isMailRequired),
    telephone: (form.telephone ?? '').trim().length > 30 ? 'mobileLength' : null,
  });

/** The four ways into a share (spec section 1). A share login with a verification code is `codeLogin`, without one `publicLogin`. */
export type WayIn = 'publicLogin' | 'codeLogin' | 'accountLogin' | 'register';
/** Share kinds by their flags (spec sections 3, 4, 6): the code gate (publicTypeList 1) wins over isPublic. */
export type ShareKind = 'public' | 'invitation' | 'private';
export interface EntryFlags {
  isPublic: boolean;
  publicTypeList: readonly number[];
  openUserList: readonly number[];
}

export const shareKind = (share: EntryFlags): ShareKind =>
  share.publicTypeList.includes(1) ? 'invitation' : share.isPublic ? 'public' : 'private';

/** 'yes'; 'accounts' = only when openUserList has 2; 'accounts+type2' = also needs publicTypeList 2 (the
 *  invitation dialog's "private account" choice); a number = the refusal code. Mirrored in docs/decisions.md. */
type EntryRule = 'yes' | 'accounts' | 'accounts+type2' | 400 | 410 | 413 | 418;
export const ENTRY_RULES: Record<ShareKind, Record<WayIn, EntryRule>> = {
  //            link only   email+code+company   UserLogin            Register
  public: { publicLogin: 'yes', codeLogin: 413, accountLogin: 'accounts', register: 'accounts' },
  invitation: { publicLogin: 400, codeLogin: 'yes', accountLogin: 'accounts+type2', register: 418 },
  private: { publicLogin: 413, codeLogin: 413, accountLogin: 'accounts', register: 'accounts' },
};
/** The code a way in is refused with when its condition ('accounts…') is not met. */
const CONDITION_REFUSAL: Record<WayIn, 410 | 413 | 418> = {
  publicLogin: 413,
  codeLogin: 413,
  accountLogin: 410,
  register: 418,
};

/** Whether this share lets a visitor in this way: null when it does, else the refusal code (400 = the form's
 *  "verifyCode is required": the share asks for a code). */
export function entryRefusal(share: EntryFlags, way: WayIn): 400 | 410 | 413 | 418 | null {
  const rule = ENTRY_RULES[shareKind(share)][way];
  if (rule === 'yes') return null;
  if (typeof rule === 'number') return rule;
  const ok = share.openUserList.includes(2) && (rule === 'accounts' || share.publicTypeList.includes(2));
  return ok ? null : CONDITION_REFUSAL[way];
}
