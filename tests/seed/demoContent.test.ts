// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import { toyImageSvg, toyKindFor, toyKinds } from '../../server/demo/toyImage';
import { bannerSvg, logoSvg } from '../../server/demo/brandArt';
import {
  adjectives,
  categoryTree,
  certificates,
  companyProfile,
  languageFields,
  packingMethods,
  productDescription,
  productName,
  toyNouns,
  type LanguageField,
  type Localised,
} from '../../server/demo/vocabulary';
import { productRows, type ProductRow } from '../../server/demo/products';
import { demoPages } from '../../server/demo/pages';
import { pageTexts as T } from '../../server/demo/pageTexts';
import { seedingDay } from '../../server/demo/seed';

const parseSvg = (svg: string): Document => new DOMParser().parseFromString(svg, 'image/svg+xml');
const parseErrors = (svg: string): number => parseSvg(svg).getElementsByTagName('parsererror').length;
/** Main body colour: the middle stop of the `…m` gloss gradient. */
const mainColour = (svg: string): string | undefined =>
  /id="[^"]+m"[^>]*><stop[^>]*\/><stop offset="\.55" stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1];

/** Naive tag balance: every opened element is closed, in order. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, close, name, self] = m;
    if (self) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  return stack.length === 0;
}

describe('toyImageSvg', () => {
  it('is deterministic', () => {
    for (const seed of [1, 7, 42, 1234])
      for (let i = 0; i < 5; i++) expect(toyImageSvg(seed, i)).toBe(toyImageSvg(seed, i));
    expect(toyKindFor(99)).toBe(toyKindFor(99));
  });

  it('keeps kind and palette across the views of one product', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const colours = new Set([0, 1, 2, 3, 4].map((i) => mainColour(toyImageSvg(seed, i))));
      expect(colours.size).toBe(1);
      expect([...colours][0]).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(toyImageSvg(5, 0)).not.toBe(toyImageSvg(5, 3));
  });

  it('varies kinds and colours across seeds', () => {
    const kinds = new Set<string>();
    const colours = new Set<string>();
    const svgs = new Set<string>();
    for (let seed = 1; seed <= 100; seed++) {
      const kind = toyKindFor(seed);
      expect(toyKinds).toContain(kind);
      kinds.add(kind);
      const svg = toyImageSvg(seed, 0);
      colours.add(mainColour(svg) as string);
      svgs.add(svg);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(10);
    expect(colours.size).toBeGreaterThanOrEqual(8);
    expect(svgs.size).toBe(100);
  });

  it('produces small, well-formed SVG with uniquely prefixed ids', () => {
    for (let seed = 1; seed <= 60; seed++) {
      for (let i = 0; i < 5; i++) {
        const svg = toyImageSvg(seed, i);
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).toContain('viewBox="0 0 600 600"');
        expect(new TextEncoder().encode(svg).length).toBeLessThan(6 * 1024);
        expect(balanced(svg)).toBe(true);
        expect(parseErrors(svg)).toBe(0);
        expect(svg).not.toMatch(/NaN|undefined/);
        const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] as string);
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(id.startsWith(`t${seed}_${i}`)).toBe(true);
      }
    }
  });

  it('puts text only on letter blocks', () => {
    for (let seed = 1; seed <= 48; seed++) {
      const svg = toyImageSvg(seed, 0);
      if (toyKindFor(seed) === 'blocks') expect(svg).toContain('<text');
      else expect(svg).not.toContain('<text');
    }
  });
});

describe('logoSvg and bannerSvg', () => {
  it('renders a logo with an escaped company name', () => {
    const svg = logoSvg('Tom & Jerry <Toys>');
    expect(svg).toContain('viewBox="0 0 320 96"');
    expect(svg).toContain('Tom &amp; Jerry');
    expect(svg).toContain('&lt;Toys&gt;');
    expect(parseSvg(svg).documentElement.textContent).toContain('<Toys>');
    expect(parseErrors(svg)).toBe(0);
    expect(parseSvg(logoSvg(companyProfile.name.ename)).documentElement.textContent).toContain('Sunny Bear');
    expect(parseErrors(logoSvg(companyProfile.name.name))).toBe(0);
  });

  it('renders a banner composing toys inline with escaped text', () => {
    const svg = bannerSvg(3, 'Spring "Fair" & <Deals>', "Kids' favourites");
    expect(svg).toContain('viewBox="0 0 1440 480"');
    expect(svg).not.toContain('<image');
    expect(svg).toContain('&quot;Fair&quot; &amp; &lt;Deals&gt;');
    expect(svg).toContain('Kids&apos; favourites');
    expect(balanced(svg)).toBe(true);
    expect(parseErrors(svg)).toBe(0);
    const doc = parseSvg(svg);
    expect(doc.querySelectorAll('text').length).toBeGreaterThanOrEqual(2);
    expect(bannerSvg(3, 'a', 'b')).toBe(bannerSvg(3, 'a', 'b'));
  });
});

// ---------------------------------------------------------------- vocabulary

const nonLatin: Record<string, RegExp> = {
  name: /[\u4e00-\u9fff]/,
  arabic: /[\u0600-\u06ff]/,
  hebrew: /[\u0590-\u05ff]/,
  japanese: /[\u3040-\u30ff\u4e00-\u9fff]/,
  korean: /[\uac00-\ud7a3]/,
  russian: /[\u0400-\u04ff]/,
  thai: /[\u0e00-\u0e7f]/,
};

function allLocalised(): Localised[] {
  return [
    ...categoryTree.flatMap((c) => [c.names, ...c.children.map((ch) => ch.names)]),
    ...Object.values(toyNouns),
    ...adjectives,
    ...packingMethods.map((p) => p.names),
    companyProfile.name,
    companyProfile.about,
    companyProfile.slogan,
  ];
}

describe('vocabulary', () => {
  it('fills all 16 languages everywhere', () => {
    expect(languageFields).toHaveLength(16);
    for (const l of allLocalised()) {
      expect(Object.keys(l).sort()).toEqual([...languageFields].sort());
      for (const f of languageFields) expect(l[f].trim().length, `${l.ename}/${f}`).toBeGreaterThan(0);
    }
  });

  it('translates rather than copying English, in the right script', () => {
    const all = allLocalised();
    for (const [field, script] of Object.entries(nonLatin)) {
      const f = field as LanguageField;
      const differ = all.filter((l) => l[f] !== l.ename).length;
      const inScript = all.filter((l) => script.test(l[f])).length;
      expect(differ / all.length, field).toBeGreaterThanOrEqual(0.9);
      expect(inScript / all.length, field).toBeGreaterThanOrEqual(0.9);
    }
    for (const f of [
      'spanish',
      'french',
      'german',
      'polski',
      'portuguese',
      'indonesian',
      'vietnamese',
      'filipino',
    ] as const) {
      const differ = all.filter((l) => l[f] !== l.ename).length;
      expect(differ / all.length, f).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('has a deep, uniquely keyed category tree', () => {
    expect(categoryTree.length).toBeGreaterThanOrEqual(8);
    const children = categoryTree.flatMap((c) => c.children);
    expect(children.length).toBeGreaterThanOrEqual(32);
    const keys = [...categoryTree.map((c) => c.key), ...children.map((c) => c.key)];
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of categoryTree) expect(c.children.length).toBeGreaterThanOrEqual(3);
  });

  it('covers toy nouns, adjectives, packing and certificates', () => {
    expect(Object.keys(toyNouns).sort()).toEqual([...toyKinds].sort());
    expect(adjectives.length).toBeGreaterThanOrEqual(24);
    expect(new Set(adjectives.map((a) => a.ename)).size).toBe(adjectives.length);
    expect(packingMethods).toHaveLength(8);
    for (const c of ['EN71', 'ASTM F963', 'CE', 'CCC', 'CPC', '7P', 'HR4040', 'ISO8124', 'UKCA', 'GCC'])
      expect(certificates).toContain(c);
    expect(companyProfile.name.name).toBe('晴熊玩具有限公司');
    expect(companyProfile.name.ename).toBe('Sunny Bear Toys Co., Ltd.');
    for (const f of languageFields) expect(companyProfile.about[f]).toMatch(/2006/);
  });

  it('builds product names with per-language word order', () => {
    const adj = (en: string): Localised => adjectives.find((a) => a.ename === en) as Localised;
    for (const a of adjectives) {
      for (const noun of Object.values(toyNouns)) {
        for (const f of languageFields) {
          const name = productName(a, noun, f);
          expect(name.trim()).toBe(name);
          expect(name).not.toMatch(/[|*^>@]|\s{2}/);
        }
        for (const f of ['name', 'japanese', 'thai'] as const) expect(productName(a, noun, f)).not.toMatch(/\s/);
      }
    }
    expect(productName(adj('Musical'), toyNouns.teddy, 'name')).toBe('音乐泰迪熊');
    expect(productName(adj('Musical'), toyNouns.teddy, 'ename')).toBe('Musical Teddy Bear');
    expect(productName(adj('Musical'), toyNouns.teddy, 'spanish')).toBe('Osito de peluche musical');
    expect(productName(adj('Giant'), toyNouns.doll, 'french')).toBe('Poupée géante');
    expect(productName(adj('Giant'), toyNouns.teddy, 'german')).toBe('Riesiger Teddybär');
    expect(productName(adj('Giant'), toyNouns.doll, 'german')).toBe('Riesige Puppe');
    expect(productName(adj('Remote-control'), toyNouns.car, 'german')).toBe('Ferngesteuertes Spielzeugauto');
    expect(productName(adj('Giant'), toyNouns.doll, 'russian')).toBe('Гигантская кукла');
    expect(productName(adj('Giant'), toyNouns.doll, 'polski')).toBe('Ogromna lalka');
    expect(productName(adj('Musical'), toyNouns.doll, 'arabic')).toBe('دمية موسيقية');
    expect(productName(adj('Musical'), toyNouns.doll, 'hebrew')).toBe('בובה מוזיקלית');
    expect(productName(adj('Giant'), toyNouns.doll, 'filipino')).toBe('Higanteng manika');
    expect(productName(adj('Musical'), toyNouns.teddy, 'thai')).toBe('ตุ๊กตาหมีมีเสียงเพลง');
  });

  it('writes product descriptions mentioning the age', () => {
    for (const noun of Object.values(toyNouns)) {
      for (const f of languageFields) {
        for (const age of [1, 3, 8]) {
          const d = productDescription(noun, f, age);
          expect(d).toContain(String(age));
          expect(d.length).toBeGreaterThan(40);
        }
      }
    }
    expect(productDescription(toyNouns.teddy, 'ename', 3)).toContain('ages 3+');
  });
});

describe('demo catalogue dates and home blocks', () => {
  const categories = [
    { id: 1, ename: 'Plush toys' },
    { id: 2, ename: 'Vehicles' },
    { id: 3, ename: 'Building blocks' },
  ];

  it('no demo date lies after the seeding day', () => {
    for (const today of [seedingDay(), new Date('2026-11-01T00:00:00Z'), new Date('2031-02-28T00:00:00Z')]) {
      const day = today.toISOString().slice(0, 10);
      for (const row of productRows(2400, 2006, 1, categories, today)) {
        expect(row.listed_at <= day, `${row.product_number} listed ${row.listed_at} after ${day}`).toBe(true);
        expect(
          new Date(row.updated_at).getTime(),
          `${row.product_number} updated ${row.updated_at} after ${day}`,
        ).toBeLessThanOrEqual(today.getTime());
        expect(row.updated_at >= row.listed_at, row.product_number).toBe(true);
      }
    }
    expect(seedingDay().getTime()).toBeLessThanOrEqual(Date.now());
    expect(seedingDay(new Date('2026-11-23T23:59:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  // Each home block or tile that names a theme shows that theme's area.
  const areaOfTitle = new Map<unknown, string>([
    [T.newArrivals, 'newProduct'],
    [T.hotSellers, 'hotSellingArea'],
    [T.recommended, 'recommend'],
    [T.inStock, 'spotProduct'],
    [T.certified, 'certifiedProducts'],
    [T.videos, 'videoProducts'],
    [T.threeD, 'threeDProduct'],
    [T.allProducts, 'productCenter'],
  ]);
  type Block = { title: unknown; source: { kind: string; area: string }; moreLink: { area: string } };

  it('each themed product block has its own area, the one its title names', () => {
    const pages = demoPages(['C01', 'C02']);
    for (const channel of ['web', 'mobile'] as const) {
      const blocks = pages[channel].filter((m) => m.type === 5).map((m) => m.content as unknown as Block);
      expect(blocks.length, channel).toBeGreaterThan(1);
      const sources = blocks.map((b) => b.source.area);
      expect(new Set(sources).size, `${channel}: ${sources.join(', ')}`).toBe(sources.length);
      for (const block of blocks) {
        expect(block.source.kind).toBe('area');
        expect(areaOfTitle.get(block.title), `${channel} block "${(block.title as Record<string, string>).en}"`).toBe(
          block.source.area,
        );
        expect(block.moreLink.area).toBe(block.source.area);
      }
      for (const grid of pages[channel].filter((m) => m.type === 3)) {
        for (const item of (grid.content as { items: { title: unknown; link: { area: string } }[] }).items) {
          expect(areaOfTitle.get(item.title), (item.title as Record<string, string>).en).toBe(item.link.area);
        }
      }
    }
  });

  it('the themed blocks of the seeded demo show different products', () => {
    // The first products of an area in the default order (server/search/catalogueIndex.ts: recommended first, then
    // newest, then by id), as the home blocks ask for them.
    const flag: Record<string, (r: ProductRow) => boolean> = {
      newProduct: (r) => r.is_new,
      hotSellingArea: (r) => r.is_hot,
      recommend: (r) => r.is_recommended,
    };
    for (const count of [300, 2400]) {
      const rows = productRows(count, 2006, 1, categories, seedingDay()).filter((r) => r.status === 0);
      const order = (a: ProductRow, b: ProductRow) =>
        +b.is_recommended - +a.is_recommended ||
        b.listed_at.localeCompare(a.listed_at) ||
        a.product_number.localeCompare(b.product_number);
      const first = (area: string) =>
        rows
          .filter(flag[area])
          .sort(order)
          .slice(0, 10)
          .map((r) => r.product_number);
      const blocks = demoPages([])
        .web.filter((m) => m.type === 5)
        .map((m) => (m.content as unknown as Block).source.area);
      for (const a of blocks) {
        expect(first(a).length, `${count}: ${a}`).toBe(10);
        for (const b of blocks) {
          if (a >= b) continue;
          const shared = first(a).filter((n) => first(b).includes(n));
          expect(shared.length, `${count}: ${a} and ${b} share ${shared.join(', ')}`).toBeLessThanOrEqual(2);
        }
      }
    }
  });
});
