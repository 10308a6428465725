// The contract between the page renderer, module packages and the app that hosts them.
import type { ComponentType, ReactNode } from 'react';
import type { ValidateFunction } from 'ajv';
import type { CategoryCard, ProductCard, SearchSuggestionsResponse } from '../schemas/api/types.gen';
import type { LocalisedText } from './content.gen';
import type { ContentMigrations } from './migrate';

export type Channel = 'web' | 'mobile';
/** Where a module type renders: in the page flow, pinned on top, pinned to the bottom, or on the login page. */
export type Placement = 'page' | 'top' | 'bottom' | 'login';

export interface ModuleProps<C> {
  content: C;
  moduleId: number;
  channel: Channel;
}

export interface ModuleDefinition<C = unknown> {
  /** The number of the page JSON's `type` (spec section 3), written as a literal here and nowhere else: npm run
   *  gen:modules reads it from this file for the registry, the server's type table and the migrations table. */
  type: number;
  /** The folder's name, the schema's file name (schemas/modules/<key>.schema.json) and this export's name. */
  key: string;
  /** Label in the admin's language (English); buyers never see it. */
  label: string;
  channels: readonly Channel[];
  placement: Placement;
  /** Standalone ajv validator from schemas/modules (fills the schema's defaults in). */
  validate: ValidateFunction;
  /** Its content's version and the steps from older ones (modules/<key>/migrations.ts, also in the generated
   *  modules/migrations.gen.ts for the server); prepare() migrates before it validates. */
  migrations: ContentMigrations;
  load: () => Promise<{ default: ComponentType<ModuleProps<C>> }>;
  /** The picture the module shows first, if any: a page's first module asks for it while its code still loads,
   *  one round trip sooner, since it is often the page's largest paint (issue 29, LCP). */
  leadPicture?: (content: C) => string | undefined;
}

export type PreparedModule =
  | { moduleId: number; type: number; status: 'ok'; definition: ModuleDefinition; content: unknown; isDraft: boolean }
  | {
      moduleId: number;
      type: number;
      status: 'invalid' | 'unknown';
      definition?: ModuleDefinition;
      reason: string;
      path: string;
      isDraft: boolean;
    };

/** What modules may ask of the app: texts, links, product and category data, formatting. Injected, so stories
 *  and tests can host modules without the app (and modules never import src/). */
export interface ModuleServices {
  locale: string;
  text: (value: LocalisedText | undefined) => string;
  Link: ComponentType<{ link: unknown; className?: string; children: ReactNode; ariaLabel?: string }>;
  useProducts: (
    source: unknown,
    limit: number,
  ) => { items: ProductCard[] | undefined; isPending: boolean; isError: boolean };
  useCategories: () => { items: CategoryCard[] | undefined; isPending: boolean };
  categoryName: (category: CategoryCard) => string;
  /** The app's product card (src/lib/catalogueProductCard.tsx): name, price, carton facts, link and card actions. */
  ProductCard: ComponentType<{ product: ProductCard }>;
  ProductCardSkeleton: ComponentType;
  /** The app's own header controls (language picker, account), placed by the header module. */
  HeaderActions: ComponentType;
  messages: {
    /** The name of the logo's link to the home page. */
    home: string;
    more: string;
    noProducts: string;
    viewAll: string;
    searchPlaceholder: string;
    search: string;
    previewRibbon: string;
    brokenModule: string;
  };
  /** The header's search box with suggestions as the buyer types (issue 16). Optional: a host without it (stories)
   *  keeps the header's plain link to the product centre. */
  search?: HeaderSearchServices;
  /** Opens the QR/barcode scanner (issue 26). Optional: a host without it (stories) shows no scan control. */
  scan?: {
    open: () => void;
    label: string;
    /** A one-word label where space is short (the tab bar). */ short?: string;
  };
}

/** Where the header search takes the buyer: the product centre's search, a product, or a category's products. */
export type SearchTarget =
  | { kind: 'search'; keyword: string }
  | { kind: 'product'; productNumber: string; isBuild?: boolean }
  | { kind: 'category'; categoryNumber: string };

export interface HeaderSearchServices {
  /** SearchSuggestions for a keyword (already debounced by the caller); nothing is asked for an empty keyword. */
  useSuggestions: (keyword: string) => { data: SearchSuggestionsResponse | undefined; isFetching: boolean };
  open: (target: SearchTarget) => void;
  /** The keyword's words marked in a name (src/lib/highlight.tsx), as on the product centre's cards. */
  highlight: (text: string, keyword: string) => ReactNode;
  messages: {
    label: string;
    products: string;
    categories: string;
    noSuggestions: string;
    didYouMean: (keyword: string) => string;
    /** The words the suggested products do not match (issue 28). */
    partialMatch: (words: readonly string[]) => string;
    /** The keyword holds only stop words. */
    stopWordsOnly: string;
  };
}
