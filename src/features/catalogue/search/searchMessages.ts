// What the buyer reads about the search form: each field's label and each problem (protocol/productSearch.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProductSearch, SearchProblem, Sort } from '../../../../protocol/productSearch';
import { KEYWORD_MAX_LENGTH, PRICE_MAX, SIZE_MAX_CM } from '../../../../protocol/productSearch';

export const searchProblemMessages: Record<SearchProblem, MessageDescriptor> = {
  keywordTooLong: msg`A keyword can have at most ${KEYWORD_MAX_LENGTH} characters.`,
  textTooLong: msg`This is too long.`,
  priceOrder: msg`Lowest price cannot be greater than highest price.`,
  priceRange: msg`Enter a price from 0 to ${PRICE_MAX}.`,
  sizeOrder: msg`The smallest size is greater than the largest.`,
  sizeRange: msg`Enter sizes from 0 to ${SIZE_MAX_CM} cm.`,
  dateFormat: msg`Enter a real date (year-month-day).`,
  dateOrder: msg`The end date is before the start date.`,
};

export const searchFieldLabels: Record<keyof ProductSearch, MessageDescriptor> = {
  keyword: msg`Keyword`,
  name: msg`Product name`,
  ch_pa: msg`Packing method`,
  pa_nu: msg`Packing quantity`,
  minPrice: msg`Lowest price`,
  maxPrice: msg`Highest price`,
  pr_le: msg`Product length`,
  pr_wi: msg`Product width`,
  pr_hi: msg`Product height`,
  in_le: msg`Inner box length`,
  in_wi: msg`Inner box width`,
  in_hi: msg`Inner box height`,
  ou_le: msg`Outer box length`,
  ou_wi: msg`Outer box width`,
  ou_hi: msg`Outer box height`,
  fa_no: msg`Factory article number`,
  startTime: msg`Listed from`,
  endTime: msg`Listed until`,
  isUpInsetImg: msg`With inset image`,
  labelNumber: msg`Label number`,
  certificateNo: msg`Certificates`,
  categoryOne: msg`Category`,
  categoryTwo: msg`Subcategory`,
  categoryNumber: msg`Category`,
};

export const sortLabels: Record<Sort, MessageDescriptor> = {
  default: msg`Recommended`,
  newest: msg`Newest`,
  priceAsc: msg`Price: low to high`,
  priceDesc: msg`Price: high to low`,
};
