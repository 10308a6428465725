// The share's catalogue: products, categories, search suggestions, a product's detail, packing and attributes, and
// the product a scanned code names.
// Rules live in services/catalogue.ts, services/suggestions.ts, services/productAttributes.ts and
// services/scanCodes.ts.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../http/protocol';
import { requireSiteLanguage } from '../http/validation';
import type { AppContext } from '../context';
import { listCategories, listProducts, packMethods, productDetail } from '../services/catalogue';
import { visitorLists } from '../services/visitorLists';
import { productAttributes } from '../services/productAttributes';
import { searchSuggestions } from '../services/suggestions';
import { productOfCode } from '../services/scanCodes';
import { siteLanguageOf } from '../../protocol/languages';

export function catalogueRoutes(app: FastifyInstance, { db }: AppContext) {
  // Opening a product records it in the visitor's history and says whether it is a favourite.
  const lists = visitorLists(db);
  defineCall(app, 'GetProductList', ({ body, buyer }) => listProducts(db, buyer, body));
  defineCall(app, 'GetCategoryList', ({ buyer }) => listCategories(db, buyer));
  defineCall(app, 'SearchSuggestions', ({ body, buyer }) =>
    searchSuggestions(
      db,
      buyer,
      body,
      body.language ? requireSiteLanguage(body.language, 'body.language') : siteLanguageOf('en')!,
    ),
  );
  defineCall(app, 'GetProductDetail', ({ body, buyer }) => productDetail(db, buyer, body.productNumber, lists));
  defineCall(app, 'GetProductPackMethods', ({ buyer }) => packMethods(db, buyer));
  defineCall(app, 'ProductAttributeInfo', ({ body, buyer }) =>
    productAttributes(db, buyer, {
      productNumber: body.productNumber,
      language: requireSiteLanguage(body.keyWord, 'body.keyWord'),
    }),
  );
  defineCall(app, 'WebsiteShareAnalysisCode', ({ body, buyer }) => productOfCode(db, buyer, body.qRCode));
}
