// The demo supplier's three share links and the credentials printed at start (and used by tests).
export const DEMO_COMPANY_NUMBER = 'SUNNY2006';
/** The supplier admin who previews and publishes page designs. */
export const DEMO_ADMIN = { account: 'sunnyadmin', password: 'Admin2026!' } as const;

export const DEMO_SHARES = {
  public: { code: 'SUNNYPUB1', label: 'Public catalogue' },
  code: { code: 'SUNNYCODE', label: 'Invitation (verification code)', email: 'buyer@demo.test', verifyCode: '246810' },
  private: { code: 'SUNNYPRIV', label: 'Private accounts', account: 'demo2026', password: 'Sunny2026!' },
} as const;

const base = {
  platformList: [2],
  iosId: '',
  androidId: 'com.sunnybear.catalogue',
  iosLogo: '',
  androidLogo: '/media/logo.svg',
  uploadStatus: 1,
  productSource: 1,
  isMailRequired: true,
  isPhoneRequired: false,
  isCountryRequired: false,
  isCompanyNameRequired: true,
  isAddressRequired: false,
  isLinkPhone: true,
  isLinkEmail: true,
};

/** shareInfo flags per share (id, code, companyNumber and isPublic are added from the row). */
export const DEMO_SHARE_INFO = {
  public: { ...base, openUserList: [2], publicTypeList: [], isShowPrice: true, showNumber: 1 },
  code: { ...base, openUserList: [2], publicTypeList: [1], isShowPrice: true, showNumber: 3 },
  private: { ...base, openUserList: [2], publicTypeList: [], isShowPrice: true, showNumber: 2, isPhoneRequired: true },
};
