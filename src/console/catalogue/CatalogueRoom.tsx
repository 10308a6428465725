// The console's Catalogue room (issue 23): tabs for the product index (ProductIndex.tsx) and the categories
// (CategoryManager.tsx, ?view=categories); when the address names a
// product (?product=SB000001, ?product=new), its editor (ProductEditor.tsx). The address holds the whole view
// (catalogueSearch.ts), so a reload or a shared link comes back to it; ?import=excel opens the import (ImportWizard.tsx).
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { catalogueSearchOf, catalogueSearchToUrl, type CatalogueSearch } from './catalogueSearch';
import { ProductIndex } from './ProductIndex';
import { ProductEditor } from './ProductEditor';
import { ImportWizard } from './ImportWizard';
import { CategoryManager } from './CategoryManager';
import { Trans } from '@lingui/react/macro';
import './categories.css';

export type Go = (change: Partial<CatalogueSearch>, options?: { replace?: boolean }) => void;

export function CatalogueRoom() {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const search = useMemo(() => catalogueSearchOf(raw), [raw]);
  const navigate = useNavigate();
  // The last save of this visit, kept here: a new product's editor opens again under its number once saved.
  const [lastSave, setLastSave] = useState<{ productNumber: string; version: number } | null>(null);
  const go: Go = (change, options = {}) =>
    void navigate({
      to: '/console/$room',
      params: { room: 'catalogue' },
      search: catalogueSearchToUrl({ ...search, ...change }),
      replace: options.replace,
    });
  if (search.import) return <ImportWizard onClose={() => go({ import: undefined })} />;
  if (search.product)
    return (
      <ProductEditor
        key={search.product}
        productNumber={search.product === 'new' ? undefined : search.product}
        go={go}
        lastSave={lastSave}
        onSaved={setLastSave}
      />
    );
  const categories = search.view === 'categories';
  const tab = (on: boolean, change: Partial<CatalogueSearch>, label: ReactNode) => (
    <button
      type="button"
      role="tab"
      aria-selected={on}
      className="catalogue-tabs__tab"
      onClick={() => go({ view: undefined, edit: undefined, ...change })}
    >
      {label}
    </button>
  );
  return (
    <>
      <div className="catalogue-tabs" role="tablist">
        {tab(!categories, {}, <Trans>Products</Trans>)}
        {tab(categories, { view: 'categories' }, <Trans>Categories</Trans>)}
        {tab(false, { import: true }, <Trans>Import from Excel</Trans>)}
      </div>
      {categories ? <CategoryManager edit={search.edit} go={go} /> : <ProductIndex search={search} go={go} />}
    </>
  );
}
