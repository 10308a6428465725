// Search relevance (issue 16), one block per class, with examples in several languages: folding (accents, tones,
// width, Traditional Chinese, Arabic/Hebrew points), word forms (plural / inflected), one typo and two typos on a
// long word, synonyms (汽车 → 玩具车, 毛绒熊 → 泰迪熊, company groups), word order, partial product numbers, and the
// ranking (exact above stem above correction, a word found as written is never corrected). Small hand-made
// catalogues through indexFromRows, plus the issue's own queries on the seeded demo catalogue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexFromRows, type CatalogueIndex, type Row } from '../../server/search/catalogueIndex';
import { findProducts } from '../../server/search/findProducts';
import { fold } from '../../server/search/normalize';
import { boundedDistance } from '../../server/search/typos';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/demo/seed';
import { catalogueIndex } from '../../server/search/catalogueIndex';

type Names = Partial<Record<string, string>>;

/** A catalogue of products with the given names (name: Chinese, ename: English, other fields as lang_list). */
function catalogue(products: Names[]): { index: CatalogueIndex; numberOf: (id: number) => string } {
  const rows: Row[] = products.map((names, i) => {
    const number = `T${String(i + 1).padStart(4, '0')}`;
    const name = names.name ?? '';
    const ename = names.ename ?? '';
    const numbers = `${number} hy-${1000 + i} ${200 + i}-1`.toLowerCase();
    return {
      id: i + 1,
      product_number: number,
      commodity_number: `HY-${1000 + i}`,
      out_factory_number: `${200 + i}-1`,
      category_id: 1,
      name,
      ename,
      search_text: `${numbers} ${Object.values(names).join(' ')}`.toLowerCase(),
      price: String(10 + i),
      listed_at: '2026-01-01',
      flags: 0,
      sizes: Array(9).fill('1'),
      packing_method: 'box',
      pa_nu: '1/1',
      label_number: '',
      certificates: '',
      names: { type: 0, ...names },
    };
  });
  const index = indexFromRows(rows, [{ id: 1, parent_id: null, category_number: 'C1' }], '1');
  return { index, numberOf: (id) => rows[id - 1].product_number };
}

const TOYS: Names[] = [
  {
    name: '音乐泰迪熊',
    ename: 'Musical Teddy Bear',
    french: 'Ours en peluche musical',
    german: 'Musikalischer Teddybär',
    russian: 'Музыкальный плюшевый мишка',
    vietnamese: 'Gấu bông phát nhạc',
  },
  {
    name: '发光玩具车',
    ename: 'Light-up Toy Car',
    french: 'Petite voiture lumineuse',
    spanish: 'Coche de juguete con luces',
    arabic: 'سيارة لعبة مضيئة',
    russian: 'Светящаяся машинка',
  },
  {
    name: '木制娃娃',
    ename: 'Wooden Doll',
    french: 'Poupée en bois',
    spanish: 'Muñeca de madera',
    hebrew: 'בובה מעץ',
    polski: 'Drewniana lalka',
    vietnamese: 'Búp bê bằng gỗ',
    german: 'Puppe aus Holz',
  },
  {
    name: '迷你恐龙',
    ename: 'Mini Dinosaur',
    spanish: 'Mini dinosaurio',
    german: 'Mini-Dinosaurier',
    vietnamese: 'Khủng long mini',
  },
  { name: '经典橡皮鸭', ename: 'Classic Rubber Duck', german: 'Klassische Quietscheente' },
  { name: '遥控机器人', ename: 'Remote-control Robot', japanese: 'ラジコンロボット' },
  { name: '口袋钥匙扣', ename: 'Pocket Keychain' },
  { name: '彩色小火车', ename: 'Colourful Toy Train', japanese: 'カラフル汽車のおもちゃ' },
];
const { index, numberOf } = catalogue(TOYS);
const find = (keyword: string, at: CatalogueIndex = index, options = {}) =>
  findProducts(at, { keyword, pageIndex: 1, pageSize: 30 }, options).ids.map((id) => TOYS[id - 1].ename);

describe('folding', () => {
  it('ignores case, accents, tones, width and points', () => {
    expect(fold('Poupée')).toBe('poupee');
    expect(fold('Búp bê')).toBe('bup be');
    expect(fold('Straße')).toBe('strasse');
    expect(fold('ｔｅｄｄｙ')).toBe('teddy');
    expect(fold('سيّارة')).toBe('سياره');
    expect(fold('בּוּבָּה')).toBe('בובה');
    expect(fold('玩具車')).toBe('玩具车');
    expect(fold('ラジコン')).toBe('ラジコン'); // kana voicing marks are letters, not accents
  });

  it('finds words typed without accents or tones, in full width or Traditional Chinese', () => {
    expect(find('poupee')).toEqual(['Wooden Doll']);
    expect(find('muneca')).toEqual(['Wooden Doll']);
    expect(find('bup be')).toEqual(['Wooden Doll']);
    expect(find('khung long')).toEqual(['Mini Dinosaur']);
    expect(find('ＤＯＬＬ')).toEqual(['Wooden Doll']);
    expect(find('發光玩具車')).toEqual(['Light-up Toy Car']);
    expect(find('小黃鴨')).toEqual(['Classic Rubber Duck']); // Traditional spelling of a synonym
  });
});

describe('word forms', () => {
  it.each([
    ['teddy bears', 'Musical Teddy Bear'],
    ['dolls', 'Wooden Doll'],
    ['dinosaurs', 'Mini Dinosaur'],
    ['toy cars', 'Light-up Toy Car'],
    ['voitures', 'Light-up Toy Car'],
    ['poupées', 'Wooden Doll'],
    ['muñecas', 'Wooden Doll'],
    ['Puppen', 'Wooden Doll'],
    ['машинки', 'Light-up Toy Car'],
    ['lalki', 'Wooden Doll'],
    ['سيارات', 'Light-up Toy Car'],
    ['בובות', 'Wooden Doll'],
    ['Teddybären', 'Musical Teddy Bear'],
    ['robots', 'Remote-control Robot'],
  ])('%s finds %s', (query, expected) => {
    expect(find(query)[0]).toBe(expected);
  });
});

describe('typos', () => {
  it('corrects one typo from five letters, a swap counting as one', () => {
    expect(find('robto')).toEqual(['Remote-control Robot']);
    expect(find('dinosuar')).toEqual(['Mini Dinosaur']);
    expect(find('muzykalny')).toEqual([]); // not a word of this catalogue, nothing near enough
    expect(boundedDistance('robot', 'robto', 2)).toBe(1);
  });

  it('corrects two typos in a word of nine letters or more', () => {
    expect(find('dinosuarier')).toEqual(['Mini Dinosaur']);
    expect(find('quietschante')).toEqual(['Classic Rubber Duck']);
    expect(find('dinsaur')).toEqual(['Mini Dinosaur']);
  });

  it('gives a four-letter word one typo only when nothing else matches it', () => {
    expect(find('tedy bear')).toEqual(['Musical Teddy Bear']);
  });

  it('never corrects a word that is found as written: rocket does not bring pocket', () => {
    const { index: shop } = catalogue([{ ename: 'Pocket Keychain' }, { ename: 'Space Rocket' }]);
    expect(findProducts(shop, { keyword: 'rocket', pageIndex: 1, pageSize: 10 }).totalCount).toBe(1);
    expect(findProducts(shop, { keyword: 'rokcet', pageIndex: 1, pageSize: 10 }).totalCount).toBe(1);
  });
});

describe('synonyms', () => {
  it.each([
    ['汽车', 'Light-up Toy Car'],
    ['玩具汽车', 'Light-up Toy Car'],
    ['毛绒熊', 'Musical Teddy Bear'],
    ['小黄鸭', 'Classic Rubber Duck'],
    ['automobile', 'Light-up Toy Car'],
    ['plush bear', 'Musical Teddy Bear'],
    ['nounours', 'Musical Teddy Bear'],
    ['Badeente', 'Classic Rubber Duck'],
    ['霸王龙', 'Mini Dinosaur'],
    ['androide', 'Remote-control Robot'],
  ])('%s finds %s', (query, expected) => {
    expect(find(query)).toEqual([expected]);
  });

  it('keeps Japanese 汽車 (a train) apart from Chinese 汽车 (a car)', () => {
    expect(find('汽车')).toEqual(['Light-up Toy Car']);
    // Written as typed it is the Japanese train; folded to Simplified it is also the Chinese (Taiwanese) car.
    expect(find('汽車').sort()).toEqual(['Colourful Toy Train', 'Light-up Toy Car']);
  });

  it("takes a company's own groups", () => {
    expect(find('schlüsselanhänger')).toEqual([]);
    expect(find('schlüsselanhänger', index, { synonyms: [['keychain', 'Schlüsselanhänger']] })).toEqual([
      'Pocket Keychain',
    ]);
  });

  it('reports which words each query word matched', () => {
    const { matched } = findProducts(index, { keyword: 'voitures robto', pageIndex: 1, pageSize: 10 });
    expect(matched[0].terms).toContain('voiture');
    expect(matched[1].terms).toContain('robot');
  });
});

describe('word order and numbers', () => {
  it('finds words in any order', () => {
    expect(find('bear teddy')).toEqual(['Musical Teddy Bear']);
    expect(find('bois poupée')).toEqual(['Wooden Doll']);
  });

  it('finds a product by part of its number', () => {
    expect(find('T0003')).toEqual(['Wooden Doll']);
    expect(find('hy-100')).toHaveLength(8);
    expect(numberOf(3)).toBe('T0003');
  });
});

describe('ranking', () => {
  const names = ['Wooden Puzzle', 'Animal Puzzles', 'Big Puzzlesets'];
  const { index: shop } = catalogue(names.map((ename) => ({ ename })));
  const ranked = (keyword: string, sort?: 'priceDesc') =>
    findProducts(shop, { keyword, sort, pageIndex: 1, pageSize: 10 }).ids.map((id) => names[id - 1]);

  it('puts the exact word first, then part of a word, then the same stem', () => {
    expect(ranked('puzzles')).toEqual(['Animal Puzzles', 'Big Puzzlesets', 'Wooden Puzzle']);
  });

  it("breaks ties in the buyer's sort", () => {
    expect(ranked('puzzle', 'priceDesc')).toEqual(['Wooden Puzzle', 'Big Puzzlesets', 'Animal Puzzles']);
  });

  it('puts an exact number first', () => {
    const { ids } = findProducts(index, { keyword: 'T0005', pageIndex: 1, pageSize: 10 });
    expect(ids[0]).toBe(5);
  });

  it('ranks a prefix match above a stem match, and corrects only words found nowhere', () => {
    const { index: shop2 } = catalogue([{ ename: 'Dinosaur' }, { ename: 'Dinosaurier' }]);
    // dinosauri: a prefix of Dinosaurier, the Spanish stem of Dinosaur.
    expect(findProducts(shop2, { keyword: 'dinosauri', pageIndex: 1, pageSize: 10 }).ids).toEqual([2, 1]);
    // dinosaurx: found nowhere, one typo from Dinosaur — a correction, and the only result.
    expect(findProducts(shop2, { keyword: 'dinosaurx', pageIndex: 1, pageSize: 10 }).ids).toEqual([1]);
  });
});

describe('the issue 16 queries on the demo catalogue', () => {
  let db: Database;
  let demo: CatalogueIndex;
  beforeAll(async () => {
    db = await openDatabase({});
    await migrate(db);
    await seedDemo(db, { products: 300 });
    const [{ id }] = await db.query<{ id: number }>("SELECT id FROM companies WHERE company_number = 'SUNNY2006'");
    demo = await catalogueIndex(db, id);
  }, 120_000);
  afterAll(() => db?.close());

  it.each([
    ['teddy bears', 'teddy'],
    ['dolls', 'doll'],
    ['robots', 'robot'],
    ['dinosaurs', 'dinosaur'],
    ['toy cars', 'car'],
    ['tedy bear', 'teddy'],
    ['dinosuar', 'dinosaur'],
    ['robto', 'robot'],
    ['汽车', 'car'],
    ['玩具汽车', 'car'],
    ['毛绒熊', 'teddy'],
    ['小黄鸭', 'duck'],
    ['voitures', 'car'],
    ['poupées', 'doll'],
    ['muñecas', 'doll'],
    ['Puppen', 'doll'],
    ['машинки', 'car'],
    ['куклы', 'doll'],
    ['lalki', 'doll'],
    ['سيارات', 'car'],
    ['בובות', 'doll'],
    ['poupee', 'doll'],
    ['muneca', 'doll'],
    ['bup be', 'doll'],
    ['khung long', 'dinosaur'],
  ])('%s finds only %s products on the first page', async (keyword, kind) => {
    const { ids, totalCount } = findProducts(demo, { keyword, pageIndex: 1, pageSize: 10 });
    expect(totalCount).toBeGreaterThan(5);
    const rows = await db.query<{ ename: string }>('SELECT ename FROM products WHERE id = ANY($1)', [ids]);
    const english: Record<string, RegExp> = {
      teddy: /teddy bear/i,
      doll: /\bdoll\b/i,
      robot: /robot/i,
      dinosaur: /dinosaur/i,
      car: /toy car/i,
      duck: /rubber duck/i,
    };
    for (const row of rows) expect(row.ename).toMatch(english[kind]);
  });
});
