// What a broken product rule says to staff, in their language: one wording for the editor's fields and the import
// preview's cells (schemas/api/productRules.ts names the rules; the import adds its own few kinds).
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ProblemKind } from '../../../schemas/api/productRules';

export type ImportProblemKind =
  'notNumber' | 'notSize' | 'unknownCategory' | 'unknownPacking' | 'repeated' | 'barcodeTaken' | 'barcodeRepeated';
/** The editor's own wording of a rule at one of its fields (productForm.ts problemsOf). */
export type EditorProblemKind = 'chooseCategory';

const PROBLEMS: Record<ProblemKind | ImportProblemKind | EditorProblemKind, MessageDescriptor> = {
  required: msg`Required.`,
  tooLong: msg`Too long: at most {limit} characters.`,
  tooSmall: msg`At least {limit}.`,
  tooLarge: msg`At most {limit}.`,
  notInteger: msg`A whole number, please.`,
  format: msg`Letters, digits and . _ / - only, starting with a letter or digit.`,
  tooMany: msg`At most {limit}.`,
  nameRequired: msg`Write the name in Chinese or in English.`,
  overGross: msg`The net weight cannot be more than the gross weight.`,
  belowInner: msg`A carton holds at least one inner box.`,
  emptyCarton: msg`Each side of the carton must be more than 0: CBM is computed from it.`,
  notBarcode: msg`Not an EAN-13, UPC-A or EAN-8 barcode: check the digits.`,
  notNumber: msg`Not a number.`,
  notSize: msg`Not a size: write it as 60*40*50.`,
  unknownCategory: msg`No category has this name.`,
  unknownPacking: msg`No packing method has this name.`,
  repeated: msg`This product number is already in row {limit}.`,
  barcodeTaken: msg`Another product already has this barcode.`,
  barcodeRepeated: msg`This barcode is already in row {limit}.`,
  chooseCategory: msg`Choose a category.`,
};

export function problemText(i18n: I18n, p: { kind: string; limit?: number }) {
  const described: MessageDescriptor = {
    ...(PROBLEMS[p.kind as ProblemKind] ?? PROBLEMS.required),
    values: { limit: p.limit },
  };
  return i18n._(described);
}
