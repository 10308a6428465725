// What a product's QR code holds and how a scanned text is read back (spec sections 2, 4, 7; issue 26). The browser
// writes the link, the server reads it (WebsiteShareAnalysisCode), so both live here.
import { cutShareCode } from './shareCode';

const PRODUCT_NUMBER = /^[A-Za-z0-9_-]{1,40}$/;

/** Whether a detail link's product number can name a product: the detail page asks for nothing else. */
export const isLinkedProductNumber = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number') && PRODUCT_NUMBER.test(String(value));

/** The detail link a product's QR code holds: the same address the site opens, so any phone camera lands on it too. */
export const productCodeLink = (origin: string, productNumber: string, shareCode: string) =>
  `${origin}/productDetails?productNumber=${encodeURIComponent(productNumber)}&id=${encodeURIComponent(shareCode)}`;

export interface ScannedCode {
  productNumber: string;
  /** The share code the link carries; null for a bare product number. */
  shareCode: string | null;
}

/** A detail link of this site (any host: the site is white-label and runs under each supplier's domains) or a bare
 *  product number; anything else is null. */
export function readScanCode(text: string): ScannedCode | null {
  const trimmed = text.trim();
  if (PRODUCT_NUMBER.test(trimmed)) return { productNumber: trimmed, shareCode: null };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, '') !== '/productDetails') return null;
  const productNumber = url.searchParams.get('productNumber') ?? '';
  if (!PRODUCT_NUMBER.test(productNumber)) return null;
  const id = url.searchParams.get('id');
  if (id === null) return { productNumber, shareCode: null };
  const shareCode = cutShareCode(id);
  return shareCode ? { productNumber, shareCode } : null;
}
