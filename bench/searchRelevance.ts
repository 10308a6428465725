// The relevance part of `npm run bench:search` (issue 16): a labelled query set generated from the demo catalogue's
// vocabulary — for each toy kind and each of the 16 languages the plural / inflected form, one and two typos, the
// unaccented form, two synonyms, the words in swapped order, and per kind partial product numbers — each labelled
// with the toy kind it must find. The same queries run against our index (findProducts) and, side by side, against
// Orama (per-language stemmers, tolerance 1) and MiniSearch (ICU word segmentation, accent folding, fuzzy 0.2 +
// prefix) indexing the same products' names and numbers. Metrics per class and language: zero-result rate; precision@10 (share
// of the first ten of the right kind, 0 when nothing is found); recall within the first page (right-kind products
// in the first 30 over min(30, products of that kind)).
//
// Phrases (issue 28): the labelled phrases of tests/search/phraseQueries.ts (filler and audience words, unspaced runs,
// compounds, every language) as classes phrase:filler, phrase:unspaced and phrase:compound. For them the peers run at
// their best for phrases: Orama any-word (threshold 1) with our stop-word lists in its tokenizer, MiniSearch OR.
//
// Caveat: the synonym queries come from our own built-in list (server/search/synonyms.ts), terms that do not occur
// in that kind's names; they measure that list's reach, not an independent judgement, and the peers have no list.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import MiniSearch from 'minisearch';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/demo/seed';
import { catalogueIndex } from '../server/search/catalogueIndex';
import { findProducts } from '../server/search/findProducts';
import { TOY_SYNONYMS } from '../server/search/synonyms';
import { toyNouns } from '../server/demo/vocabulary';
import { LABELLED_PHRASES } from '../tests/search/phraseQueries';
import stopWordLists from '../server/search/data/stopWords.json';
import { toyKindFor, toyKinds, type ToyKind } from '../server/demo/toyImage';
import { languageFields, type LanguageField } from '../protocol/languages';
import { stemmer as en } from '@orama/stemmers/english';
import { stemmer as fr } from '@orama/stemmers/french';
import { stemmer as es } from '@orama/stemmers/spanish';
import { stemmer as pt } from '@orama/stemmers/portuguese';
import { stemmer as de } from '@orama/stemmers/german';
import { stemmer as ru } from '@orama/stemmers/russian';
import { stemmer as id } from '@orama/stemmers/indonesian';
import { stemmer as ar } from '@orama/stemmers/arabic';

type QueryClass =
  | 'plural'
  | 'typo1'
  | 'typo2'
  | 'unaccented'
  | 'synonym'
  | 'swapped'
  | 'number'
  | 'phrase:filler'
  | 'phrase:unspaced'
  | 'phrase:compound';
interface Labelled {
  query: string;
  kind: ToyKind;
  class: QueryClass;
  language: string;
  target?: number;
}
const ENGINES = ['ours', 'orama', 'minisearch'] as const;
type Engine = (typeof ENGINES)[number];
const PAGE = 30;

/** Plural or inflected forms, in languageFields order from ar (zh, ja and th do not inflect nouns: none). */
const INFLECTED: Record<ToyKind, Partial<Record<LanguageField, string>>> = {
  teddy: {
    ename: 'teddy bears',
    arabic: 'دباديب',
    spanish: 'ositos de peluche',
    french: 'oursons en peluche',
    hebrew: 'דובים',
    indonesian: 'boneka-boneka beruang',
    korean: '테디베어들',
    polski: 'misie pluszowe',
    portuguese: 'ursinhos de pelúcia',
    russian: 'плюшевые мишки',
    german: 'Teddybären',
    filipino: 'mga laruang oso',
    vietnamese: 'những gấu bông',
  },
  car: {
    ename: 'toy cars',
    arabic: 'سيارات',
    spanish: 'coches de juguete',
    french: 'petites voitures',
    hebrew: 'מכוניות צעצוע',
    indonesian: 'mobil-mobil mainan',
    korean: '장난감 자동차들',
    polski: 'samochodziki',
    portuguese: 'carrinhos',
    russian: 'машинки',
    german: 'Spielzeugautos',
    filipino: 'mga laruang kotse',
    vietnamese: 'những xe ô tô đồ chơi',
  },
  robot: {
    ename: 'robots',
    arabic: 'روبوتات',
    spanish: 'robots',
    french: 'robots',
    hebrew: 'רובוטים',
    indonesian: 'robot-robot',
    korean: '로봇들',
    polski: 'roboty',
    portuguese: 'robôs',
    russian: 'роботы',
    german: 'Robotern',
    filipino: 'mga robot',
    vietnamese: 'những rô bốt',
  },
  rocket: {
    ename: 'rockets',
    arabic: 'صواريخ',
    spanish: 'cohetes',
    french: 'fusées',
    hebrew: 'רקטות',
    indonesian: 'roket-roket',
    korean: '로켓들',
    polski: 'rakiety',
    portuguese: 'foguetes',
    russian: 'ракеты',
    german: 'Raketen',
    filipino: 'mga sasakyang pangkalawakan',
    vietnamese: 'những tên lửa',
  },
  duck: {
    ename: 'rubber ducks',
    arabic: 'بطات مطاطية',
    spanish: 'patitos de goma',
    french: 'canards de bain',
    hebrew: 'ברווזי גומי',
    indonesian: 'bebek-bebek karet',
    korean: '고무 오리들',
    polski: 'kaczuszki do kąpieli',
    portuguese: 'patinhos de borracha',
    russian: 'резиновые уточки',
    german: 'Quietscheenten',
    filipino: 'mga bibeng goma',
    vietnamese: 'những vịt cao su',
  },
  dinosaur: {
    ename: 'dinosaurs',
    arabic: 'ديناصورات',
    spanish: 'dinosaurios',
    french: 'dinosaures',
    hebrew: 'דינוזאורים',
    indonesian: 'dinosaurus-dinosaurus',
    korean: '공룡들',
    polski: 'dinozaury',
    portuguese: 'dinossauros',
    russian: 'динозавры',
    german: 'Dinosauriern',
    filipino: 'mga dinosauro',
    vietnamese: 'những khủng long',
  },
  train: {
    ename: 'toy trains',
    arabic: 'قطارات',
    spanish: 'trenes de juguete',
    french: 'petits trains',
    hebrew: 'רכבות',
    indonesian: 'kereta-kereta api',
    korean: '장난감 기차들',
    polski: 'ciuchcie',
    portuguese: 'trenzinhos',
    russian: 'паровозики',
    german: 'Spielzeugloks',
    filipino: 'mga laruang tren',
    vietnamese: 'những tàu hỏa đồ chơi',
  },
  blocks: {
    ename: 'letter block',
    arabic: 'مكعب حروف',
    spanish: 'bloque con letras',
    french: 'cube alphabet',
    hebrew: 'קוביית אותיות',
    indonesian: 'balok-balok huruf',
    korean: '글자 블록들',
    polski: 'klocki z literami',
    portuguese: 'bloco com letras',
    russian: 'кубик с буквами',
    german: 'Buchstabenwürfel',
    filipino: 'bloke ng letra',
    vietnamese: 'những khối chữ cái',
  },
  ball: {
    ename: 'beach balls',
    arabic: 'كرات شاطئ',
    spanish: 'pelotas de playa',
    french: 'ballons de plage',
    hebrew: 'כדורי ים',
    indonesian: 'bola-bola pantai',
    korean: '비치볼들',
    polski: 'piłki plażowe',
    portuguese: 'bolas de praia',
    russian: 'пляжные мячи',
    german: 'Wasserbälle',
    filipino: 'mga bola sa dalampasigan',
    vietnamese: 'những bóng bãi biển',
  },
  doll: {
    ename: 'dolls',
    arabic: 'دمى',
    spanish: 'muñecas',
    french: 'poupées',
    hebrew: 'בובות',
    indonesian: 'boneka-boneka',
    korean: '인형들',
    polski: 'lalki',
    portuguese: 'bonecas',
    russian: 'куклы',
    german: 'Puppen',
    filipino: 'mga manika',
    vietnamese: 'những búp bê',
  },
  plane: {
    ename: 'airplanes',
    arabic: 'طائرات',
    spanish: 'aviones',
    french: 'avions',
    hebrew: 'מטוסים',
    indonesian: 'pesawat-pesawat terbang',
    korean: '비행기들',
    polski: 'samoloty',
    portuguese: 'aviõezinhos',
    russian: 'самолёты',
    german: 'Flugzeuge',
    filipino: 'mga eroplano',
    vietnamese: 'những máy bay',
  },
  boat: {
    ename: 'sailboats',
    arabic: 'قوارب شراعية',
    spanish: 'veleros',
    french: 'voiliers',
    hebrew: 'סירות מפרש',
    indonesian: 'perahu-perahu layar',
    korean: '돛단배들',
    polski: 'żaglówki',
    portuguese: 'veleiros',
    russian: 'парусники',
    german: 'Segelboote',
    filipino: 'mga bangkang may layag',
    vietnamese: 'những thuyền buồm',
  },
};

const UNSPACED = new Set<LanguageField>(['name', 'japanese', 'thai']);
const stripMarks = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');

/** One typo: swap two neighbours in the middle (or replace a letter when they are equal). */
function oneTypo(word: string): string {
  const chars = [...word];
  const i = Math.floor(chars.length / 2) - 1;
  if (chars[i] !== chars[i + 1]) [chars[i], chars[i + 1]] = [chars[i + 1], chars[i]];
  else chars[i] = chars[i] === 'x' ? 'z' : 'x';
  return chars.join('');
}
/** Two typos, length kept (the budget counts the typed word): two swaps of neighbours, a third apart. */
const twoTypos = (word: string) => {
  const chars = [...word];
  for (const i of [Math.floor(chars.length / 3), Math.floor((2 * chars.length) / 3)]) {
    if (chars[i] !== chars[i + 1]) [chars[i], chars[i + 1]] = [chars[i + 1], chars[i]];
    else chars[i] = chars[i] === 'x' ? 'z' : 'x';
  }
  return chars.join('');
};

function labelledQueries(
  numbers: { id: number; kind: ToyKind; productNumber: string; commodityNumber: string }[],
): Labelled[] {
  const queries: Labelled[] = [];
  for (const kind of toyKinds) {
    for (const field of languageFields) {
      const push = (query: string, cls: QueryClass) => queries.push({ query, kind, class: cls, language: field });
      const noun = toyNouns[kind][field];
      const inflected = INFLECTED[kind][field];
      if (inflected) push(inflected, 'plural');
      if (!UNSPACED.has(field)) {
        const words = noun.toLowerCase().split(/\s+/);
        const longest = [...words].sort((a, b) => [...b].length - [...a].length)[0];
        const length = [...longest].length;
        if (length >= 5) push(words.map((w) => (w === longest ? oneTypo(w) : w)).join(' '), 'typo1');
        if (length >= 9) push(words.map((w) => (w === longest ? twoTypos(w) : w)).join(' '), 'typo2');
        if (stripMarks(noun.toLowerCase()) !== noun.toLowerCase()) push(stripMarks(noun.toLowerCase()), 'unaccented');
        if (words.length >= 2) push([...words].reverse().join(' '), 'swapped');
      }
      const plain = stripMarks(noun.toLowerCase());
      const synonyms = (TOY_SYNONYMS[kind][field] ?? []).filter(
        (t) => !plain.includes(stripMarks(t.toLowerCase())) && !stripMarks(t.toLowerCase()).includes(plain),
      );
      for (const synonym of synonyms.slice(0, 2)) push(synonym, 'synonym');
    }
    for (const n of numbers.filter((x) => x.kind === kind).slice(0, 2)) {
      queries.push({
        query: n.productNumber.replace(/^[A-Z]+/, ''),
        kind,
        class: 'number',
        language: '—',
        target: n.id,
      });
      queries.push({
        query: n.commodityNumber.slice(0, -1).toLowerCase(),
        kind,
        class: 'number',
        language: '—',
        target: n.id,
      });
    }
  }
  for (const p of LABELLED_PHRASES)
    queries.push({ query: p.query, kind: p.kind, class: `phrase:${p.class}`, language: p.language });
  return queries;
}

// ---------------------------------------------------------------- peers

interface Doc {
  id: string;
  [field: string]: string;
}
const ORAMA_LANGUAGE: Partial<Record<LanguageField, [string, (w: string) => string]>> = {
  ename: ['english', en],
  french: ['french', fr],
  spanish: ['spanish', es],
  portuguese: ['portuguese', pt],
  german: ['german', de],
  russian: ['russian', ru],
  indonesian: ['indonesian', id],
  arabic: ['arabic', ar],
};

const STOP_WORDS = Object.entries(stopWordLists).flatMap(([k, words]) =>
  k.startsWith('$') ? [] : (words as string[]),
);

async function oramaEngine(docs: Doc[]) {
  // One Orama database per language, each with that language's stemmer where Orama has one.
  const dbs: { field: LanguageField; db: AnyOrama }[] = [];
  for (const field of languageFields) {
    const [language, stemmer] = ORAMA_LANGUAGE[field] ?? ['english', undefined];
    const db = create({
      schema: { text: 'string' } as const,
      components: {
        tokenizer: stemmer
          ? { language, stemming: true, stemmer, stopWords: STOP_WORDS }
          : { language: 'english', stemming: false, stopWords: STOP_WORDS },
      },
    });
    await insertMultiple(
      db,
      docs.map((d) => ({ id: d.id, text: d[field] })),
    );
    dbs.push({ field, db });
  }
  const numbers = create({
    schema: { text: 'string' } as const,
    components: { tokenizer: { language: 'english', stemming: false } },
  });
  await insertMultiple(
    numbers,
    docs.map((d) => ({ id: d.id, text: d.numbers })),
  );
  dbs.push({ field: 'ename', db: numbers });
  // threshold 1 (Orama's default): any word, ranked by BM25 — its phrase setting; 0 would need every word.
  return async (term: string): Promise<number[]> => {
    const scores = new Map<string, number>();
    for (const { db } of dbs) {
      const result = await search(db, { term, properties: ['text'], tolerance: 1, threshold: 1, limit: PAGE });
      for (const hit of result.hits) scores.set(hit.id, Math.max(scores.get(hit.id) ?? 0, hit.score));
    }
    return [...scores]
      .sort((a, b) => b[1] - a[1])
      .slice(0, PAGE)
      .map(([id]) => Number(id));
  };
}

function miniSearchEngine(docs: Doc[]) {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  const tokenize = (text: string) => [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
  const processTerm = (term: string) => stripMarks(term.toLowerCase());
  const mini = new MiniSearch<Doc>({ fields: [...languageFields, 'numbers'], idField: 'id', tokenize, processTerm });
  mini.addAll(docs);
  // AND for the word-form classes, OR (any word, ranked by BM25) for phrases.
  return async (term: string, phrase = false): Promise<number[]> =>
    mini
      .search(term, { fuzzy: 0.2, prefix: true, combineWith: phrase ? 'OR' : 'AND' })
      .slice(0, PAGE)
      .map((r) => Number(r.id));
}

// ---------------------------------------------------------------- run

type Totals = { n: number; zero: number; p10: number; recall: number };
const empty = (): Totals => ({ n: 0, zero: 0, p10: 0, recall: 0 });
const summary = (t: Totals) => ({
  queries: t.n,
  zero_rate: +(t.zero / t.n).toFixed(3),
  precision_at_10: +(t.p10 / t.n).toFixed(3),
  recall_first_page: +(t.recall / t.n).toFixed(3),
});

export async function relevanceBench(products: number) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-relevance-'));
  const db = await openDatabase({ dataDir: join(dir, 'pgdata') });
  try {
    await migrate(db);
    await seedDemo(db, { products });
    const [{ id: companyId }] = await db.query<{ id: number }>(
      "SELECT id FROM companies WHERE company_number = 'SUNNY2006'",
    );
    const rows = await db.query<{
      id: number;
      image_seed: number;
      product_number: string;
      commodity_number: string;
      out_factory_number: string;
      name: string;
      ename: string;
      names: Record<string, string>;
    }>(
      'SELECT id, image_seed, product_number, commodity_number, out_factory_number, name, ename, lang_list->0 AS names FROM products WHERE company_id = $1 AND status = 0 ORDER BY id',
      [companyId],
    );
    const kindOf = new Map(rows.map((r) => [r.id, toyKindFor(r.image_seed)]));
    const perKind = new Map<ToyKind, number>();
    for (const kind of kindOf.values()) perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
    const docs: Doc[] = rows.map((r) => ({
      id: String(r.id),
      numbers: `${r.product_number} ${r.commodity_number} ${r.out_factory_number}`,
      ...Object.fromEntries(
        languageFields.map((f) => [f, f === 'name' ? r.name : f === 'ename' ? r.ename : String(r.names?.[f] ?? '')]),
      ),
    }));
    const queries = labelledQueries(
      rows.map((r) => ({
        id: r.id,
        kind: kindOf.get(r.id)!,
        productNumber: r.product_number,
        commodityNumber: r.commodity_number,
      })),
    );

    const index = await catalogueIndex(db, companyId);
    const engines: Record<Engine, (q: string, phrase?: boolean) => Promise<number[]>> = {
      ours: async (q) => findProducts(index, { keyword: q, pageIndex: 1, pageSize: PAGE }).ids,
      orama: await oramaEngine(docs),
      minisearch: miniSearchEngine(docs),
    };
    const byClass: Record<string, Record<Engine, Totals>> = {};
    const byLanguage: Record<string, Record<Engine, Totals>> = {};
    const all: Record<Engine, Totals> = { ours: empty(), orama: empty(), minisearch: empty() };
    const ms: Record<Engine, number> = { ours: 0, orama: 0, minisearch: 0 };
    const misses: string[] = [];
    for (const q of queries) {
      for (const engine of ENGINES) {
        const started = performance.now();
        const ids = await engines[engine](q.query, q.class.startsWith('phrase:'));
        ms[engine] += performance.now() - started;
        const top = ids.slice(0, 10);
        const right = (list: number[]) => list.filter((i) => kindOf.get(i) === q.kind).length;
        const p10 = top.length ? right(top) / top.length : 0;
        // A partial number is after one product: recall is whether that product is on the first page.
        const recall =
          q.target !== undefined
            ? ids.slice(0, PAGE).includes(q.target)
              ? 1
              : 0
            : right(ids.slice(0, PAGE)) / Math.min(PAGE, perKind.get(q.kind) ?? 1);
        for (const t of [
          (byClass[q.class] ??= { ours: empty(), orama: empty(), minisearch: empty() })[engine],
          (byLanguage[q.language] ??= { ours: empty(), orama: empty(), minisearch: empty() })[engine],
          all[engine],
        ]) {
          t.n++;
          t.zero += ids.length ? 0 : 1;
          t.p10 += p10;
          t.recall += recall;
        }
        if (engine === 'ours' && p10 < 1)
          misses.push(
            `${q.class}/${q.language}/${q.kind}: "${q.query}" p@10 ${p10.toFixed(2)}${ids.length ? '' : ' (none)'}`,
          );
      }
    }
    const table = (groups: Record<string, Record<Engine, Totals>>) =>
      Object.fromEntries(
        Object.entries(groups).map(([k, v]) => [k, Object.fromEntries(ENGINES.map((e) => [e, summary(v[e])]))]),
      );
    const flat = (groups: Record<string, Record<Engine, Totals>>) =>
      Object.fromEntries(
        Object.entries(groups).map(([k, v]) => [
          k,
          Object.fromEntries(
            ENGINES.flatMap((e) => {
              const s = summary(v[e]);
              return [
                [`${e} zero`, s.zero_rate],
                [`${e} p@10`, s.precision_at_10],
                [`${e} recall`, s.recall_first_page],
              ];
            }),
          ),
        ]),
      );
    console.log(
      `\nRelevance: ${queries.length} labelled queries on ${rows.length.toLocaleString('en')} demo products (ours vs Orama vs MiniSearch)`,
    );
    console.log('Per class:');
    console.table(flat(byClass));
    console.log('Per language:');
    console.table(flat(byLanguage));
    console.table({ all: Object.fromEntries(ENGINES.map((e) => [e, summary(all[e]).precision_at_10])) });
    if (misses.length) console.log(`Ours below p@10 = 1 (${misses.length}):\n  ${misses.slice(0, 40).join('\n  ')}`);
    const phraseTotals = Object.fromEntries(
      ENGINES.map((e) => {
        const t = empty();
        for (const [cls, v] of Object.entries(byClass))
          if (cls.startsWith('phrase:')) {
            t.n += v[e].n;
            t.zero += v[e].zero;
            t.p10 += v[e].p10;
            t.recall += v[e].recall;
          }
        return [e, summary(t)];
      }),
    );
    console.table(
      Object.fromEntries(
        ENGINES.map((e) => [
          e,
          { phrase_zero_rate: phraseTotals[e].zero_rate, phrase_p_at_10: phraseTotals[e].precision_at_10 },
        ]),
      ),
    );
    return {
      phrase_zero_rate: Object.fromEntries(ENGINES.map((e) => [e, phraseTotals[e].zero_rate])),
      phrase_p_at_10: Object.fromEntries(ENGINES.map((e) => [e, phraseTotals[e].precision_at_10])),
      products: rows.length,
      queries: queries.length,
      metrics:
        'zero_rate: share of queries finding nothing; precision_at_10: share of the first ten of the labelled kind (0 when none); recall_first_page: labelled-kind products in the first 30 over min(30, products of that kind); for a partial number, whether its product is in the first 30',
      peers: {
        orama:
          'one @orama/orama 3.1.18 database per language, its stemmer where it has one (en fr es pt de ru id ar), our stop-word lists in its tokenizer, tolerance 1, threshold 1 (any word, BM25)',
        minisearch:
          'minisearch 7.2.0 over the 16 name fields, Intl.Segmenter words, accent folding, fuzzy 0.2 + prefix, AND (phrases: OR)',
      },
      caveat:
        "synonym queries are terms of our own list (server/search/synonyms.ts) absent from that kind's names: they measure that list, and the peers have none",
      mean_query_ms: Object.fromEntries(ENGINES.map((e) => [e, +(ms[e] / queries.length).toFixed(2)])),
      all: Object.fromEntries(ENGINES.map((e) => [e, summary(all[e])])),
      by_class: table(byClass),
      by_language: table(byLanguage),
      below_perfect_ours: misses,
    };
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('searchRelevance.ts'))
  await relevanceBench(Number(process.env.BENCH_RELEVANCE_PRODUCTS ?? 2400));
