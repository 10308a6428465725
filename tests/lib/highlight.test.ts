// The highlight helper (issue 16): words and prefixes marked at word starts only, case and accents folded on both
// sides (offsets stay those of the original text), plural forms mark the whole word, Chinese anywhere, overlapping
// matches merged, and nothing marked for an empty keyword or one-letter words.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { highlight, highlightRanges } from '../../src/lib/highlight';

const marked = (text: string, keyword: string) => highlightRanges(text, keyword).map(([s, e]) => text.slice(s, e));

describe('highlightRanges', () => {
  it('marks words and prefixes at word starts, folding case and accents', () => {
    expect(marked('Musical Teddy Bear', 'teddy')).toEqual(['Teddy']);
    expect(marked('Musical Teddy Bear', 'ted')).toEqual(['Ted']);
    expect(marked('Poupée en bois', 'poupee')).toEqual(['Poupée']);
    expect(marked('Búp bê bằng gỗ', 'bup be')).toEqual(['Búp', 'bê']);
    expect(marked('Straße Auto', 'strasse')).toEqual(['Straße']);
    expect(marked('Unicorn', 'corn')).toEqual([]); // not inside a word
  });
  it('marks the whole word for plural and inflected forms', () => {
    expect(marked('Musical Teddy Bear', 'teddy bears')).toEqual(['Teddy', 'Bear']);
    expect(marked('Wooden Doll', 'dolls')).toEqual(['Doll']);
    expect(marked('Petite voiture lumineuse', 'voitures')).toEqual(['voiture']);
  });
  it('marks Chinese anywhere and merges overlaps', () => {
    expect(marked('发光玩具车', '玩具')).toEqual(['玩具']);
    expect(marked('Teddy Bear', 'ted teddy')).toEqual(['Teddy']);
  });
  it('marks nothing without a usable keyword', () => {
    expect(highlightRanges('Teddy', '')).toEqual([]);
    expect(highlightRanges('Teddy', 't')).toEqual([]);
  });
});

describe('highlight', () => {
  it('wraps matches in <mark> and keeps the rest as text', () => {
    expect(renderToStaticMarkup(highlight('Musical Teddy Bear', 'teddy') as never)).toBe(
      'Musical <mark class="match">Teddy</mark> Bear',
    );
    expect(highlight('Teddy', undefined)).toBe('Teddy');
  });
});
