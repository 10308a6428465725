// A private share's settings (ConsoleSaveShare's `settings`) as the API and browser tests make their shares: accounts
// only, prices shown with the product number, nothing required. A test spreads in what it is about.
export const PRIVATE_SHARE_SETTINGS = {
  openUserList: [2],
  publicTypeList: [],
  platformList: [],
  isShowPrice: true,
  showNumber: 2,
  productSource: 1,
  isMailRequired: false,
  isPhoneRequired: false,
  isCountryRequired: false,
  isCompanyNameRequired: false,
  isAddressRequired: false,
  isLinkPhone: false,
  isLinkEmail: false,
  salesperson: '',
};
