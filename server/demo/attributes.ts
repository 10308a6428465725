// Demo product attributes (ProductAttributeInfo): a supplier's dictionary of attribute names and values in the
// 16 catalogue languages, and which attributes each toy kind gets. Products store keys; the server translates.
import type { SeededRandom } from './random';
import type { ToyKind } from './toyImage';
import { languageFields, type LanguageField } from '../../protocol/languages';

type Row = [string, string, string, string, string, string, string, string, string, string, string, string, string, string, string, string];
const localised = (row: Row) => Object.fromEntries(languageFields.map((f, i) => [f, row[i]])) as Record<LanguageField, string>;

// Order of every row: zh, en, ar, es, fr, he, id, ja, ko, pl, pt, ru, th, de, tl, vi.
const TERMS: Record<string, Row> = {
  material: ['材质', 'Material', 'المادة', 'Material', 'Matière', 'חומר', 'Bahan', '素材', '소재', 'Materiał', 'Material', 'Материал', 'วัสดุ', 'Material', 'Materyal', 'Chất liệu'],
  ageRange: ['适用年龄', 'Age range', 'الفئة العمرية', 'Edad recomendada', 'Âge recommandé', 'גיל מומלץ', 'Usia', '対象年齢', '사용 연령', 'Wiek', 'Faixa etária', 'Возраст', 'ช่วงอายุ', 'Altersempfehlung', 'Edad', 'Độ tuổi'],
  battery: ['电池', 'Batteries', 'البطاريات', 'Pilas', 'Piles', 'סוללות', 'Baterai', '電池', '배터리', 'Baterie', 'Pilhas', 'Батарейки', 'แบตเตอรี่', 'Batterien', 'Baterya', 'Pin'],
  colour: ['颜色', 'Colour', 'اللون', 'Color', 'Couleur', 'צבע', 'Warna', 'カラー', '색상', 'Kolor', 'Cor', 'Цвет', 'สี', 'Farbe', 'Kulay', 'Màu sắc'],
  abs: ['ABS塑料', 'ABS plastic', 'بلاستيك ABS', 'Plástico ABS', 'Plastique ABS', 'פלסטיק ABS', 'Plastik ABS', 'ABS樹脂', 'ABS 플라스틱', 'Tworzywo ABS', 'Plástico ABS', 'Пластик ABS', 'พลาสติก ABS', 'ABS-Kunststoff', 'ABS na plastik', 'Nhựa ABS'],
  plush: ['毛绒', 'Plush fabric', 'قماش قطيفة', 'Tejido de peluche', 'Tissu peluche', 'בד קטיפה', 'Kain plush', 'ぬいぐるみ生地', '봉제 원단', 'Plusz', 'Tecido de pelúcia', 'Плюш', 'ผ้ากำมะหยี่', 'Plüschstoff', 'Telang plush', 'Vải nhung'],
  wood: ['木质', 'Wood', 'خشب', 'Madera', 'Bois', 'עץ', 'Kayu', '木製', '원목', 'Drewno', 'Madeira', 'Дерево', 'ไม้', 'Holz', 'Kahoy', 'Gỗ'],
  alloy: ['合金', 'Die-cast alloy', 'سبيكة معدنية', 'Aleación metálica', 'Alliage métallique', 'סגסוגת מתכת', 'Paduan logam', '合金', '합금', 'Stop metalu', 'Liga metálica', 'Металлический сплав', 'โลหะผสม', 'Metalllegierung', 'Haluang metal', 'Hợp kim'],
  silicone: ['硅胶', 'Silicone', 'سيليكون', 'Silicona', 'Silicone', 'סיליקון', 'Silikon', 'シリコーン', '실리콘', 'Silikon', 'Silicone', 'Силикон', 'ซิลิโคน', 'Silikon', 'Silicone', 'Silicon'],
  noBattery: ['无需电池', 'Not needed', 'لا تحتاج إلى بطاريات', 'No necesita', 'Non nécessaires', 'לא נדרשות', 'Tidak perlu', '不要', '필요 없음', 'Niepotrzebne', 'Não precisa', 'Не нужны', 'ไม่ต้องใช้', 'Nicht benötigt', 'Hindi kailangan', 'Không cần'],
  twoAa: ['2节5号电池（不含）', '2 × AA (not included)', '2 × AA (غير مرفقة)', '2 × AA (no incluidas)', '2 × AA (non incluses)', '2 × AA (לא כלולות)', '2 × AA (tidak termasuk)', '単3形×2（別売）', 'AA 2개 (미포함)', '2 × AA (brak w zestawie)', '2 × AA (não incluídas)', '2 × AA (не входят в комплект)', 'AA × 2 (ไม่รวมในชุด)', '2 × AA (nicht enthalten)', '2 × AA (hindi kasama)', '2 × AA (không kèm theo)'],
  threeAaa: ['3节7号电池（已含）', '3 × AAA (included)', '3 × AAA (مرفقة)', '3 × AAA (incluidas)', '3 × AAA (incluses)', '3 × AAA (כלולות)', '3 × AAA (termasuk)', '単4形×3（付属）', 'AAA 3개 (포함)', '3 × AAA (w zestawie)', '3 × AAA (incluídas)', '3 × AAA (в комплекте)', 'AAA × 3 (รวมในชุด)', '3 × AAA (enthalten)', '3 × AAA (kasama)', '3 × AAA (kèm theo)'],
  usb: ['USB充电电池', 'USB rechargeable', 'قابلة للشحن عبر USB', 'Recargable por USB', 'Rechargeable par USB', 'נטען ב-USB', 'Isi ulang USB', 'USB充電式', 'USB 충전식', 'Ładowany przez USB', 'Recarregável por USB', 'Зарядка по USB', 'ชาร์จผ่าน USB', 'Per USB aufladbar', 'Nare-recharge sa USB', 'Sạc qua USB'],
  assorted: ['混色', 'Assorted', 'ألوان متنوعة', 'Colores surtidos', 'Coloris assortis', 'צבעים מגוונים', 'Warna campur', 'アソート', '색상 랜덤', 'Kolory mieszane', 'Cores sortidas', 'Ассорти', 'คละสี', 'Farblich sortiert', 'Sari-saring kulay', 'Nhiều màu ngẫu nhiên'],
  red: ['红色', 'Red', 'أحمر', 'Rojo', 'Rouge', 'אדום', 'Merah', 'レッド', '빨강', 'Czerwony', 'Vermelho', 'Красный', 'แดง', 'Rot', 'Pula', 'Đỏ'],
  blue: ['蓝色', 'Blue', 'أزرق', 'Azul', 'Bleu', 'כחול', 'Biru', 'ブルー', '파랑', 'Niebieski', 'Azul', 'Синий', 'น้ำเงิน', 'Blau', 'Asul', 'Xanh dương'],
  pink: ['粉色', 'Pink', 'وردي', 'Rosa', 'Rose', 'ורוד', 'Merah muda', 'ピンク', '분홍', 'Różowy', 'Rosa', 'Розовый', 'ชมพู', 'Rosa', 'Rosas', 'Hồng'],
  multicolour: ['多色', 'Multicolour', 'متعدد الألوان', 'Multicolor', 'Multicolore', 'רב-צבעוני', 'Multiwarna', 'マルチカラー', '멀티컬러', 'Wielokolorowy', 'Multicolorido', 'Разноцветный', 'หลากสี', 'Mehrfarbig', "Iba't ibang kulay", 'Nhiều màu'],
  /** A value with {n}: the age from which a toy suits. */
  yearsUp: ['{n}岁以上', '{n}+ years', '{n}+ سنوات', '+{n} años', '{n} ans et +', 'גיל {n}+', '{n}+ tahun', '{n}歳以上', '{n}세 이상', '{n}+ lat', '{n}+ anos', '{n}+ лет', '{n} ปีขึ้นไป', 'ab {n} Jahren', '{n}+ taong gulang', 'Từ {n} tuổi'],
};

export const attributeTerms = Object.entries(TERMS).map(([key, row], position) => ({ key, names: localised(row), position }));

const MATERIAL: Record<ToyKind, string[]> = {
  teddy: ['plush'], duck: ['silicone', 'abs'], dinosaur: ['abs', 'plush', 'silicone'], car: ['alloy', 'abs'], train: ['wood', 'abs', 'alloy'],
  plane: ['abs', 'alloy'], boat: ['abs'], rocket: ['abs'], robot: ['abs', 'alloy'], blocks: ['abs', 'wood'], ball: ['silicone', 'abs'], doll: ['abs', 'silicone'],
};
const POWERED = new Set<ToyKind>(['car', 'train', 'plane', 'boat', 'rocket', 'robot']);

/** A product's attributes as keys (values with {n} carry it in `n`). */
export function productAttributes(r: SeededRandom, kind: ToyKind, ageFrom: number) {
  return [
    { name: 'material', value: r.pick(MATERIAL[kind]) },
    { name: 'ageRange', value: 'yearsUp', n: ageFrom },
    { name: 'battery', value: POWERED.has(kind) ? r.pick(['twoAa', 'threeAaa', 'usb']) : 'noBattery' },
    { name: 'colour', value: r.pick(['assorted', 'red', 'blue', 'pink', 'multicolour']) },
  ];
}
