// SearchSuggestions (issue 16; not in the spec): what the header search offers as the buyer types — the first
// products of the very search GetProductList runs (the same cards, named by the same rule), categories whose name
// in the buyer's language matches, and "did you mean" when the keyword finds nothing.
import type { Queryable } from '../db/database';
import type { CallTypes } from '../../schemas/api/types.gen';
import type { Buyer } from './buyer';
import { cardsOfIds, phraseNotes } from './catalogue';
import { companySearch, forEachLive, type CatalogueIndex } from '../search/catalogueIndex';
import { findProducts } from '../search/findProducts';
import { categoryWords, didYouMean, matchCategories, slotOfId, type CategoryName } from '../search/suggest';
import { categoryName, productName } from '../../protocol/localisedNames';
import type { SiteLanguage } from '../../protocol/languages';

type Request = CallTypes['SearchSuggestions']['request'];
type Response = CallTypes['SearchSuggestions']['response'];

const DEFAULT_LIMIT = 6;
const MAX_CATEGORIES = 4;
/** How many of the best products vote for "nearest" categories when too few names match. */
const VOTERS = 30;

interface CategoryRow {
  id: number;
  category_number: string;
  names: Record<string, string>;
}
interface Categories {
  rows: CategoryRow[];
  byId: Map<number, CategoryRow>;
  named: Map<string, CategoryName[]>;
}

// Per index: the catalogue version moves on every category write too, so a new index means fresh categories.
const categoryCache = new WeakMap<CatalogueIndex, Promise<Categories>>();

function categoriesOf(db: Queryable, companyId: number, index: CatalogueIndex): Promise<Categories> {
  let hit = categoryCache.get(index);
  if (!hit) {
    hit = (async () => {
      const all = await db.query<CategoryRow & { parent_id: number | null }>(
        `SELECT c.id, c.parent_id, c.category_number, c.names FROM categories c LEFT JOIN categories parent ON parent.id = c.parent_id
          WHERE c.company_id = $1 ORDER BY parent.position NULLS FIRST, c.position`,
        [companyId],
      );
      // Only categories with products on shelf: a suggestion never leads to an empty list.
      const stocked = new Set<number>();
      forEachLive(index, (slot) => stocked.add(index.categoryId[slot]));
      const rows = all.filter(
        (c) => stocked.has(c.id) || all.some((child) => child.parent_id === c.id && stocked.has(child.id)),
      );
      return { rows, byId: new Map(rows.map((c) => [c.id, c])), named: new Map() };
    })();
    hit.catch(() => categoryCache.delete(index));
    categoryCache.set(index, hit);
  }
  return hit;
}

function namedCategories(categories: Categories, language: SiteLanguage, productSource: number): CategoryName[] {
  const key = `${language.parameter}|${productSource}`;
  let named = categories.named.get(key);
  if (!named) {
    named = categories.rows.map((c) => {
      const name = categoryName(c.names, language.parameter, productSource);
      return { categoryNumber: c.category_number, name, words: categoryWords(name) };
    });
    categories.named.set(key, named);
  }
  return named;
}

export async function searchSuggestions(
  db: Queryable,
  buyer: Buyer,
  request: Request,
  language: SiteLanguage,
): Promise<Response> {
  const { share } = buyer;
  const { index, synonyms } = await companySearch(db, buyer.companyId);
  const categories = await categoriesOf(db, buyer.companyId, index);
  const limit = request.limit ?? DEFAULT_LIMIT;
  const keyword = request.keyword.trim();
  if (!keyword) return { products: [], categories: [] }; // spaces only: nothing typed yet, not "every product"
  const found = findProducts(index, { keyword, pageIndex: 1, pageSize: Math.max(limit, VOTERS) }, { synonyms });
  const answer: Response = { products: [], categories: [], ...phraseNotes(found) };
  let voters = found.ids;
  if (!found.totalCount && !found.stopWordsOnly) {
    const better = didYouMean(index, keyword, synonyms);
    if (better) {
      answer.didYouMean = better;
      voters = findProducts(index, { keyword: better, pageIndex: 1, pageSize: VOTERS }, { synonyms }).ids;
    }
  }

  const named = namedCategories(categories, language, share.productSource);
  const picked = matchCategories(named, keyword, language.field, MAX_CATEGORIES, synonyms);
  if (picked.length < MAX_CATEGORIES && voters.length) {
    // Nearest categories: those holding most of the best products (or of the corrected keyword's).
    const votes = new Map<number, number>();
    for (const id of voters) {
      const slot = slotOfId(index, id);
      if (slot >= 0) votes.set(index.categoryId[slot], (votes.get(index.categoryId[slot]) ?? 0) + 1);
    }
    const byNumber = new Map(named.map((c) => [c.categoryNumber, c]));
    // A category with a stray match or two (a card game named after a car) is not "near".
    const enough = Math.max(2, Math.ceil(voters.length / 10));
    for (const [id] of [...votes].filter(([, n]) => n >= enough).sort((a, b) => b[1] - a[1])) {
      const row = categories.byId.get(id);
      const category = row && byNumber.get(row.category_number);
      if (category && !picked.includes(category)) picked.push(category);
      if (picked.length >= MAX_CATEGORIES) break;
    }
  }
  answer.categories = picked.map(({ categoryNumber, name }) => ({ categoryNumber, name }));

  const cards = await cardsOfIds(db, found.ids.slice(0, limit), share, index);
  answer.products = cards.map((card) => ({
    productNumber: card.productNumber,
    name: productName(
      { name: card.name, ename: card.ename, langList: [{ type: 0, ...card.names }] },
      language.parameter,
      share.productSource,
    ),
    imageUrl: card.imageUrl,
    ...(card.displayNumber ? { displayNumber: card.displayNumber } : {}),
    ...(card.isBuild ? { isBuild: true } : {}),
  }));
  return answer;
}
