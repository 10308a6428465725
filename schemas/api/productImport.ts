// The spreadsheet columns a product import understands (issue 23), one list for the server's reader and the
// console's column mapping. Each field lists the headers it is guessed from: the ones Chinese toy exporters and
// their buyers write, in Chinese and English. Headers are compared by headerKey (no case, spaces, punctuation or
// a unit in brackets), so "G.W. (kg)", "gw" and "GW" are one header.
export const IMPORT_FIELDS = {
  productNumber: [
    '货号',
    '产品货号',
    '编号',
    '产品编号',
    'itemno',
    'item',
    'itemnumber',
    'sku',
    'productnumber',
    'artno',
  ],
  name: ['品名', '中文品名', '产品名称', '中文名称', '名称', '中文名', 'name', 'chinesename'],
  ename: ['英文品名', '英文名称', '英文名', 'englishname', 'ename', 'productname', 'itemname'],
  description: ['描述', '中文描述', '产品描述'],
  edescription: ['英文描述', 'englishdescription', 'description'],
  outFactoryNumber: ['出厂货号', '工厂货号', '厂号', 'factoryitemno', 'factoryno'],
  model: ['型号', 'model'],
  categoryNumber: ['类别', '分类', '类目', '产品类别', 'category'],
  price: ['单价', '价格', '报价', 'price', 'unitprice', 'fobprice'],
  factoryPrice: ['出厂价', '工厂价', 'factoryprice'],
  startOrderNum: ['起订量', '最小起订量', '起订', 'moq', 'minorder', 'minimumorder'],
  packingMethod: ['包装', '包装方式', 'packing', 'package', 'packingmethod'],
  innerQuantity: ['内盒', '内盒数量', '内箱', '内装', 'inner', 'innerqty', 'innerpack', 'innerquantity'],
  outerQuantity: [
    '装箱量',
    '外箱数量',
    '箱装量',
    '装箱数',
    '外箱装',
    'qtypercarton',
    'qtyctn',
    'pcsctn',
    'outer',
    'outerqty',
    'cartonqty',
    'outerquantity',
  ],
  outerBoxSize: [
    '外箱尺寸',
    '外箱规格',
    '箱规',
    '外箱',
    'cartonsize',
    'meas',
    'measurement',
    'ctnsize',
    'outerboxsize',
  ],
  outerLength: ['外箱长', '箱长', 'cartonlength', 'ctnl', 'l'],
  outerWidth: ['外箱宽', '箱宽', 'cartonwidth', 'ctnw', 'w'],
  outerHeight: ['外箱高', '箱高', 'cartonheight', 'ctnh', 'h'],
  innerBoxSize: ['内盒尺寸', '内盒规格', 'innerboxsize', 'innersize'],
  productSize: ['产品尺寸', '产品规格', '规格', 'productsize', 'itemsize', 'size'],
  grossWeight: ['毛重', 'gw', 'grossweight'],
  netWeight: ['净重', 'nw', 'netweight'],
  stock: ['库存', '现货', '现货数量', 'stock'],
  certificates: ['证书', '认证', 'certificates', 'certificate'],
  barcodes: [
    '条码',
    '条形码',
    '商品条码',
    '国际条码',
    'barcode',
    'barcodes',
    'ean',
    'ean13',
    'eancode',
    'upc',
    'upca',
    'upccode',
    'gtin',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ImportField = keyof typeof IMPORT_FIELDS;
export const IMPORT_FIELD_NAMES = Object.keys(IMPORT_FIELDS) as ImportField[];

/** A header as compared: lower case, a trailing unit in brackets dropped, only letters, digits and CJK kept. */
export const headerKey = (header: string) =>
  header
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[(（][^)）]*[)）]\s*$/u, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

const GUESS = new Map<string, ImportField>(
  IMPORT_FIELD_NAMES.flatMap((field) => IMPORT_FIELDS[field].map((h) => [headerKey(h), field] as const)),
);

/** The field each header is for: the company's remembered choice first, else a guess; '' leaves the column out.
 *  A field is given to one column only (the first). */
export function guessMapping(headers: string[], remembered: Record<string, string> = {}): (ImportField | '')[] {
  const taken = new Set<string>();
  return headers.map((header) => {
    const key = headerKey(header);
    // "货号 / Item No." (two languages in one header, as an export writes them) is guessed by either half.
    const halves = header.split(/[/\n]/).map(headerKey);
    const known = key in remembered ? remembered[key] : [key, ...halves].map((k) => GUESS.get(k)).find(Boolean);
    const field = known && (IMPORT_FIELD_NAMES as string[]).includes(known) ? (known as ImportField) : '';
    if (!field || taken.has(field)) return '';
    taken.add(field);
    return field;
  });
}

/** The header row an export writes: the first Chinese and the first English header of each field, so a file
 *  exported by Vitrine imports back with every column guessed. */
export const exportHeader = (field: ImportField) => `${IMPORT_FIELDS[field][0]} / ${englishHeader[field]}`;
const englishHeader: Record<ImportField, string> = {
  productNumber: 'Item No.',
  name: 'Name',
  ename: 'English name',
  description: 'Description',
  edescription: 'English description',
  outFactoryNumber: 'Factory item No.',
  model: 'Model',
  categoryNumber: 'Category',
  price: 'Price',
  factoryPrice: 'Factory price',
  startOrderNum: 'MOQ',
  packingMethod: 'Packing',
  innerQuantity: 'Inner',
  outerQuantity: 'Qty per carton',
  outerBoxSize: 'Carton size',
  outerLength: 'Carton length',
  outerWidth: 'Carton width',
  outerHeight: 'Carton height',
  innerBoxSize: 'Inner box size',
  productSize: 'Product size',
  grossWeight: 'G.W.',
  netWeight: 'N.W.',
  stock: 'Stock',
  certificates: 'Certificates',
  barcodes: 'Barcode EAN/UPC',
};
