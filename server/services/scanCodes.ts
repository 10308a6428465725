// WebsiteShareAnalysisCode: which product a scanned code names, for the buyer's own supplier only (issue 26).
import type { Queryable } from '../db/database';
import type { Buyer } from './buyer';
import { ShareError } from './messages';
import { findShare } from './shares';
import { readScanCode } from '../../protocol/scanCode';
import { orderable } from '../../protocol/cart';

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
  const [row] = await db.query<{ status: number }>(
    'SELECT status FROM products WHERE company_id = $1 AND product_number = $2',
    [buyer.companyId, code.productNumber],
  );
  if (!row) throw notOurCode();
  // Off the shelf or deleted: the buyer cannot order it, so a stand's code of a withdrawn product says so.
  if (!orderable(row.status))
    throw new ShareError(422, `Product ${code.productNumber} is deleted or off the shelf.`, 'unavailableProducts');
  return { productNumber: code.productNumber };
}
