// Labelled phrases as buyers type them (issue 28), per catalogue language: filler and audience words around the toy,
// runs written without spaces, compounds and numbers, each labelled with the toy kind (server/demo/toyImage.ts) its
// first ten results must be. Shared by tests/search/phrases.test.ts and the relevance part of `npm run bench:search`.
import type { ToyKind } from '../../server/demo/toyImage';

export type PhraseClass = 'filler' | 'unspaced' | 'compound';
export interface LabelledPhrase {
  query: string;
  kind: ToyKind;
  language: string;
  class: PhraseClass;
}

const filler: [string, ToyKind, string][] = [
  ['a wooden train for my toddler', 'train', 'en'],
  ['dinosaur toys for children', 'dinosaur', 'en'],
  ['rubber duck for the bath', 'duck', 'en'],
  ['sailboat with a sail for the pool', 'boat', 'en'],
  ['طائرة للأطفال', 'plane', 'ar'],
  ['ديناصور لعبة للاولاد', 'dinosaur', 'ar'],
  ['robot para niños de 5 años', 'robot', 'es'],
  ['un velero para la piscina', 'boat', 'es'],
  ['pelota de playa para el verano', 'ball', 'es'],
  ['un avion pour mon fils', 'plane', 'fr'],
  ['dinosaure pour enfant de 3 ans', 'dinosaur', 'fr'],
  ['fusée pour les garçons', 'rocket', 'fr'],
  ['רובוט לילדים', 'robot', 'he'],
  ['מטוס צעצוע לילד', 'plane', 'he'],
  ['robot untuk anak laki-laki', 'robot', 'id'],
  ['bebek karet untuk mandi', 'duck', 'id'],
  ['子供 用 の ロボット', 'robot', 'ja'],
  ['아이를 위한 공룡', 'dinosaur', 'ko'],
  ['어린이 로봇', 'robot', 'ko'],
  ['lalka dla dziewczynki', 'doll', 'pl'],
  ['samolot dla dzieci', 'plane', 'pl'],
  ['foguete para crianças', 'rocket', 'pt'],
  ['boneca para minha filha', 'doll', 'pt'],
  ['кукла для девочки', 'doll', 'ru'],
  ['ракета для мальчика', 'rocket', 'ru'],
  ['Dinosaurier für Jungen', 'dinosaur', 'de'],
  ['Segelboot für die Badewanne', 'boat', 'de'],
  ['eroplano para sa bata', 'plane', 'tl'],
  ['manika para sa batang babae', 'doll', 'tl'],
  ['máy bay cho bé trai', 'plane', 'vi'],
  ['búp bê cho bé gái', 'doll', 'vi'],
  ['给孩子的恐龙', 'dinosaur', 'zh'],
  ['เครื่องบินสำหรับเด็ก', 'plane', 'th'],
];

const unspaced: [string, ToyKind, string][] = [
  ['男孩的火箭', 'rocket', 'zh'],
  ['积木玩具', 'blocks', 'zh'],
  ['恐竜のおもちゃ', 'dinosaur', 'ja'],
  ['飛行機のおもちゃ', 'plane', 'ja'],
  ['จรวดของเล่น', 'rocket', 'th'],
  ['ไดโนเสาร์ของเด็ก', 'dinosaur', 'th'],
  ['공룡장난감', 'dinosaur', 'ko'],
];

const compound: [string, ToyKind, string][] = [
  ['rubberduck', 'duck', 'en'],
  ['beachball', 'ball', 'en'],
  ['Spielzeugflugzeug', 'plane', 'de'],
  ['로봇장난감', 'robot', 'ko'],
];

export const LABELLED_PHRASES: LabelledPhrase[] = [
  ...filler.map(([query, kind, language]) => ({ query, kind, language, class: 'filler' as const })),
  ...unspaced.map(([query, kind, language]) => ({ query, kind, language, class: 'unspaced' as const })),
  ...compound.map(([query, kind, language]) => ({ query, kind, language, class: 'compound' as const })),
];
