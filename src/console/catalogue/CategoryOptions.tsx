import { useLingui } from '@lingui/react/macro';
import { categoryName } from '../../../protocol/localisedNames';
import type { CatalogueOptions } from './api';

/** The company's categories as a select's options, each sub-category indented under its parent. */
export function CategoryOptions({ categories }: { categories: CatalogueOptions['categories'] | undefined }) {
  const { i18n } = useLingui();
  return categories?.map((c) => (
    <option key={c.categoryNumber} value={c.categoryNumber}>
      {c.parentNumber ? '\u00a0\u00a0' : ''}
      {categoryName(c.names, i18n.locale, 1)}
    </option>
  ));
}
