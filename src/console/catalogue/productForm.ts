// The editor's form model: what the inputs hold (numbers as typed, so "" and "1." survive) and how it becomes the
// product sent to ConsoleSaveProduct. Its rules are schemas/api/productRules.ts, the server's own.
import { productProblems, type Problem } from '../../../schemas/api/productRules';
import type { ProductDetail, ProductDraft } from './api';
import type { EditorProblemKind } from './problemText';

/** A rule broken in the editor: the server's rules, said the editor's way at some fields. */
export type EditorProblem = Omit<Problem, 'kind'> & { kind: Problem['kind'] | EditorProblemKind };

export const NUMBER_FIELDS = [
  'price',
  'factoryPrice',
  'startOrderNum',
  'innerQuantity',
  'outerQuantity',
  'grossWeight',
  'netWeight',
  'stock',
  'productSize.length',
  'productSize.width',
  'productSize.height',
  'innerBoxSize.length',
  'innerBoxSize.width',
  'innerBoxSize.height',
  'outerBoxSize.length',
  'outerBoxSize.width',
  'outerBoxSize.height',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export interface ProductForm {
  productNumber: string;
  commodityNumber: string;
  outFactoryNumber: string;
  labelNumber: string;
  model: string;
  names: Record<string, string>;
  descriptions: Record<string, string>;
  categoryNumber: string;
  packingMethod: string;
  certificates: string;
  /** As typed: codes separated by commas or spaces. */
  barcodes: string;
  licenceStatus: number;
  numbers: Record<NumberField, string>;
  flags: { isNew: boolean; isHot: boolean; isRecommended: boolean; isBuild: boolean };
  onShelf: boolean;
}

export function emptyForm(defaults: { packingMethod?: string }): ProductForm {
  return {
    productNumber: '',
    commodityNumber: '',
    outFactoryNumber: '',
    labelNumber: '',
    model: '',
    names: {},
    descriptions: {},
    categoryNumber: '',
    packingMethod: defaults.packingMethod ?? '',
    certificates: '',
    barcodes: '',
    licenceStatus: 0,
    numbers: Object.fromEntries(NUMBER_FIELDS.map((f) => [f, ''])) as Record<NumberField, string>,
    flags: { isNew: true, isHot: false, isRecommended: false, isBuild: false },
    onShelf: true,
  };
}

export function formOf(detail: ProductDetail): ProductForm {
  const p = detail.product;
  const numberOf = (field: NumberField): string => {
    const [a, b] = field.split('.') as [string, string | undefined];
    const value = b
      ? (p as unknown as Record<string, Record<string, number>>)[a][b]
      : (p as unknown as Record<string, number>)[a];
    return String(value);
  };
  return {
    productNumber: p.productNumber,
    commodityNumber: p.commodityNumber,
    outFactoryNumber: p.outFactoryNumber,
    labelNumber: p.labelNumber,
    model: p.model,
    names: { ...p.names } as Record<string, string>,
    descriptions: { ...p.descriptions } as Record<string, string>,
    categoryNumber: p.categoryNumber,
    packingMethod: p.packingMethod,
    certificates: p.certificates.join(', '),
    barcodes: p.barcodes.join(', '),
    licenceStatus: p.licenceStatus,
    numbers: Object.fromEntries(NUMBER_FIELDS.map((f) => [f, numberOf(f)])) as Record<NumberField, string>,
    flags: { ...p.flags },
    onShelf: p.onShelf,
  };
}

const parsed = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));
const sizeOf = (form: ProductForm, box: 'productSize' | 'innerBoxSize' | 'outerBoxSize') => {
  const [length, width, height] = (['length', 'width', 'height'] as const).map((side) =>
    parsed(form.numbers[`${box}.${side}`]),
  );
  return length === undefined && width === undefined && height === undefined && box !== 'outerBoxSize'
    ? undefined
    : { length, width, height };
};
const filled = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v.trim()));

/** The product as the server takes it; fields left empty are left out (the schema then says which are required). */
export function draftOf(form: ProductForm): ProductDraft {
  const n = (field: NumberField) => parsed(form.numbers[field]);
  const draft: Record<string, unknown> = {
    productNumber: form.productNumber.trim(),
    commodityNumber: form.commodityNumber.trim(),
    outFactoryNumber: form.outFactoryNumber.trim(),
    labelNumber: form.labelNumber.trim(),
    model: form.model.trim(),
    names: filled(form.names),
    descriptions: filled(form.descriptions),
    categoryNumber: form.categoryNumber,
    packingMethod: form.packingMethod,
    licenceStatus: form.licenceStatus,
    certificates: form.certificates
      .split(/[,，、;\s]+/)
      .map((c) => c.trim())
      .filter(Boolean),
    barcodes: form.barcodes.split(/[,，、;；\s]+/).filter(Boolean),
    price: n('price'),
    factoryPrice: n('factoryPrice') ?? 0,
    startOrderNum: n('startOrderNum'),
    innerQuantity: n('innerQuantity'),
    outerQuantity: n('outerQuantity'),
    grossWeight: n('grossWeight'),
    netWeight: n('netWeight'),
    stock: n('stock') ?? 0,
    productSize: sizeOf(form, 'productSize'),
    innerBoxSize: sizeOf(form, 'innerBoxSize'),
    outerBoxSize: sizeOf(form, 'outerBoxSize'),
    flags: form.flags,
    onShelf: form.onShelf,
  };
  for (const [key, value] of Object.entries(draft)) if (value === undefined) delete draft[key];
  return draft as unknown as ProductDraft;
}

/** The field a problem's path is shown at: one input holds every barcode (`barcodes.2` → `barcodes`). */
export const fieldOfProblem = (path: string) => (path.startsWith('barcodes.') ? 'barcodes' : path);

/** The first problem of each field, by its path (`names.ename`, `outerBoxSize.length`, `barcodes`). */
export function problemsOf(form: ProductForm): Map<string, EditorProblem> {
  const byPath = new Map<string, EditorProblem>();
  for (const problem of productProblems(draftOf(form) as unknown as Record<string, unknown>)) {
    const field = fieldOfProblem(problem.path);
    // A code that is not digits is the schema's pattern; staff read it as what it is: not a barcode. A category is
    // chosen from a list, never typed: "Required." under a list reads as a fault of the list.
    const shown: EditorProblem =
      field === 'barcodes' && problem.kind === 'format'
        ? { ...problem, kind: 'notBarcode' }
        : field === 'categoryNumber' && problem.kind === 'required'
          ? { ...problem, kind: 'chooseCategory' }
          : problem;
    if (!byPath.has(field)) byPath.set(field, shown);
  }
  return byPath;
}
