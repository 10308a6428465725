// The console's Catalogue room (issue 23): the product index (ProductIndex.tsx) or, when the address names a
// product (?product=SB000001, ?product=new), its editor (ProductEditor.tsx). The address holds the whole view
// (catalogueSearch.ts), so a reload or a shared link comes back to it; ?import=excel opens the import (ImportWizard.tsx).
import { useMemo, useState } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { catalogueSearchOf, catalogueSearchToUrl, type CatalogueSearch } from './catalogueSearch';
import { ProductIndex } from './ProductIndex';
import { ProductEditor } from './ProductEditor';
import { ImportWizard } from './ImportWizard';
import './catalogue.css';

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
  return search.product ? (
    <ProductEditor
      key={search.product}
      productNumber={search.product === 'new' ? undefined : search.product}
      go={go}
      lastSave={lastSave}
      onSaved={setLastSave}
    />
  ) : (
    <ProductIndex search={search} go={go} />
  );
}
