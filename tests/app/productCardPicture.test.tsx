// @vitest-environment jsdom
// src/ui/ProductCard.tsx's picture (issue 29). Cases: a card of a list's first row fetches its picture at once and
// first (its picture is the LCP of a phone's product centre, which was lazy and discovered late); the other cards'
// pictures wait until they come near; an uploaded picture offers its sizes as a srcset up to the 1,000 px one, a
// picture in one size (drawn demo media) offers none.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ProductCard } from '../../src/ui/ProductCard';
import type { ProductCard as Product } from '../../schemas/api/types.gen';

afterEach(cleanup);

const product = (imageUrl: string) =>
  ({
    productNumber: 'SB0001',
    name: '',
    ename: 'Robot',
    names: {},
    imageUrl,
    startOrderNum: 12,
    isNew: false,
    isHot: false,
    has3d: false,
    hasVideo: false,
    inStock: true,
    isBuild: false,
  }) as Product;

function picture(imageUrl: string, leading?: boolean) {
  const { container } = render(
    <ProductCard
      product={product(imageUrl)}
      name="Robot"
      price={null}
      moq="MOQ 12"
      cartonFacts={[]}
      badges={{ new: 'NEW', hot: 'HOT' }}
      renderLink={({ className, children }) => <a className={className}>{children}</a>}
      leading={leading}
    />,
  );
  return container.querySelector('img')!;
}

describe('a product card picture', () => {
  it('of the first row is fetched at once and first', () => {
    const img = picture('/media/toys/1/0.svg', true);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('further down waits until it comes near', () => {
    const img = picture('/media/toys/1/0.svg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('offers an uploaded picture in its sizes up to 1,000 px, with its box set', () => {
    const img = picture('/media/products/7/ab12-thumb.webp');
    expect(img.getAttribute('srcset')).toBe(
      '/media/products/7/ab12-thumb.webp 400w, /media/products/7/ab12-medium.webp 1000w',
    );
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '300']);
  });

  it('offers no srcset for a picture in one size', () => {
    expect(picture('/media/toys/1/0.svg').getAttribute('srcset')).toBeNull();
  });
});
