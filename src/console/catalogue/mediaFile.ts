// What a chosen file is, by its first bytes (the server decides again, with the whole file): the editor says "not a
// picture" before a byte is uploaded. The same signatures as the server's checks (protocol/).
import { sniffImageKind } from '../../../protocol/imageFile';
import { sniffVideoKind } from '../../../protocol/productMedia';

export async function fileKind(file: Blob): Promise<'picture' | 'video' | null> {
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'picture';
  const image = sniffImageKind(head);
  if (image === 'png' || image === 'jpeg' || image === 'gif') return 'picture';
  return sniffVideoKind(head) ? 'video' : null;
}
