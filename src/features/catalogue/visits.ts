// Whether the current page is the first this tab opened on the site: then the product detail shows no back
// button (spec section 2), because Back would leave the site. The router numbers its history entries.
export const isFirstPage = () => {
  const index = (typeof history === 'undefined' ? null : (history.state as { __TSR_index?: number } | null))
    ?.__TSR_index;
  return !index;
};
