// WebsiteShareAnalysisCode: which product a scanned code names, for the buyer's own supplier only (issue 26).
import type { Queryable } from '../db/database';
import type { Buyer } from './buyer';
import { ShareError } from './messages';
import { findShare } from './shares';
import { readScanCode } from '../../protocol/scanCode';
import { orderable } from '../../protocol/cart';
import { scannedBarcodes } from '../../schemas/api/barcodes';

/** Garbage, another supplier's link and a number this supplier does not have read the same to the buyer: the code is
 *  not a product of this catalogue. The 404 reason is the one GetProductDetail gives, so clients need no new case. */
const notOurCode = () =>
  new ShareError(404, 'No product information: this code is not a product of this catalogue.', 'noSuchProduct');

export async function productOfCode(db: Queryable, buyer: Buyer, text: string) {
  const code = readScanCode(text);
  if (!code) throw notOurCode();
  // Another share of the same supplier (a code printed for a trade fair, scanned on the buyer's own share) still
  // names a product the buyer sees; any other share is someone else's catalogue.
  if (code.shareCode && code.shareCode !== buyer.share.shareRandomCode) {
    const share = await findShare(db, { code: code.shareCode }, true);
    if (share?.company_id !== buyer.companyId) throw notOurCode();
  }
  // A bare number may be a retail barcode (EAN/UPC, migration 030) or the factory's or the commodity number printed
  // on a carton (docs/decisions.md, "What a scanned code may name"): our own product number first, then a barcode,
  // then a product on the shelf, then the lowest number.
  const bare = code.shareCode === null && !/^https?:/i.test(text.trim());
  const barcodes = bare ? scannedBarcodes(code.productNumber) : [];
  const [row] = await db.query<{ product_number: string; status: number }>(
    `SELECT product_number, status FROM products
      WHERE company_id = $1 AND (product_number = $2${
        bare
          ? ` OR id IN (SELECT product_id FROM product_barcodes WHERE company_id = $1 AND barcode = ANY($3::text[]))
              OR (lower(out_factory_number) = lower($2) OR lower(commodity_number) = lower($2)) AND status <> 2`
          : ''
      })
      ORDER BY product_number = $2 DESC, barcodes && $3::text[] DESC, status = 0 DESC, product_number LIMIT 1`,
    [buyer.companyId, code.productNumber, barcodes],
  );
  if (!row) throw notOurCode();
  // Off the shelf or deleted: the buyer cannot order it, so a stand's code of a withdrawn product says so.
  if (!orderable(row.status))
    throw new ShareError(422, `Product ${row.product_number} is deleted or off the shelf.`, 'unavailableProducts');
  return { productNumber: row.product_number };
}
