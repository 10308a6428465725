// The products table's columns as the database drivers hand them over (numeric as text, timestamps as Date or text):
// declared once, and each query's row type picks the columns it selects.
import type { UploadedMedia } from './media';

export interface ProductColumns {
  id: number;
  product_number: string;
  commodity_number: string;
  out_factory_number: string;
  label_number: string;
  model: string;
  tag: string;
  name: string;
  ename: string;
  lang_list: ({ type: number } & Record<string, unknown>)[];
  content: string;
  en_content: string;
  price: string;
  fa_pr: string;
  currency: string;
  start_order_num: number;
  packing_method: string;
  pa_nu: string;
  in_en: number;
  ou_lo: number;
  pr_le: string;
  pr_wi: string;
  pr_hi: string;
  in_le: string;
  in_wi: string;
  in_hi: string;
  ou_le: string;
  ou_wi: string;
  ou_hi: string;
  bulk_stere: string;
  bulk_feet: string;
  gr_we: string;
  ne_we: string;
  certificates: string;
  barcodes: string[];
  licence_status: number;
  spot_goods_count: number;
  is_new: boolean;
  is_hot: boolean;
  is_recommended: boolean;
  is_build: boolean;
  has_3d: boolean;
  has_video: boolean;
  status: number;
  image_seed: number;
  image_count: number;
  listed_at: Date | string;
  updated_at: Date | string;
  version: number;
}

/** MEDIA_COLUMN (media.ts) beside a product's own columns. */
export interface WithMedia {
  media?: UploadedMedia | null;
}
