// The product's attribute list (ProductAttributeInfo) in the buyer's language, under the detail's specifications.
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { productAttributesQuery } from './api';
import { attributeKeyWord } from '../../../protocol/languages';

export function ProductAttributes({ productNumber }: { productNumber: string }) {
  const { i18n } = useLingui();
  const keyWord = attributeKeyWord(i18n.locale);
  const attributes = useQuery(productAttributesQuery(productNumber, keyWord));
  // Attributes are extra detail: while loading, or if they fail, the rest of the page stands on its own.
  if (!attributes.data?.items.length)
    return attributes.isPending ? (
      <div className="detail__attributes detail__attributes--loading" aria-hidden="true" />
    ) : null;
  return (
    <section className="detail__attributes" aria-labelledby="detail-attributes-title">
      <h2 id="detail-attributes-title">
        <Trans>Attributes</Trans>
      </h2>
      <dl className="detail__specs">
        {attributes.data.items.map((a) => (
          <div key={a.name}>
            <dt dir="auto">{a.name}</dt>
            <dd dir="auto">{a.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
