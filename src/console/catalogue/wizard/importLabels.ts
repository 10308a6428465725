// The import's words: each product field a column can map to, and each row status, as the supplier reads them.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ImportField } from '../../../../schemas/api/productImport';
import type { ImportPreview } from '../api';

export type Status = ImportPreview['rows'][number]['status'];
export const STATUSES: Status[] = ['new', 'changed', 'unchanged', 'error'];
export const SHOWN_ROWS = 300;

export const FIELD_LABELS: Record<ImportField, MessageDescriptor> = {
  productNumber: msg`Product number`,
  name: msg`Name (Chinese)`,
  ename: msg`Name (English)`,
  description: msg`Description (Chinese)`,
  edescription: msg`Description (English)`,
  outFactoryNumber: msg`Factory number`,
  model: msg`Model`,
  categoryNumber: msg`Category`,
  price: msg`Price`,
  factoryPrice: msg`Factory price`,
  startOrderNum: msg`MOQ`,
  packingMethod: msg`Packing method`,
  innerQuantity: msg`Pieces per inner box`,
  outerQuantity: msg`Pieces per carton`,
  outerBoxSize: msg`Carton size`,
  outerLength: msg`Carton length`,
  outerWidth: msg`Carton width`,
  outerHeight: msg`Carton height`,
  innerBoxSize: msg`Inner box size`,
  productSize: msg`Product size`,
  grossWeight: msg`Gross weight`,
  netWeight: msg`Net weight`,
  stock: msg`Stock`,
  certificates: msg`Certificates`,
  barcodes: msg`Barcodes (EAN / UPC)`,
};
export const STATUS_LABELS: Record<Status, MessageDescriptor> = {
  new: msg`New`,
  changed: msg`Changed`,
  unchanged: msg`Unchanged`,
  error: msg`Error`,
};
