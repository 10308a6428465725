import type { Sharp } from 'sharp';

export interface PictureRecipe {
  /** The longest side at most (never enlarged). */
  side: number;
  format: 'webp' | 'jpeg';
  quality: number;
  /** WebP's encoding effort (0–6); sharp's default when absent. */
  effort?: number;
  /** Transparency flattened onto this colour (a JPEG has none). */
  background?: string;
  maxPixels: number;
}
export function openPicture(bytes: Buffer, maxPixels: number): Sharp;
export function renderPicture(bytes: Buffer, recipe: PictureRecipe): Promise<Buffer>;
