// ImageSearch as a client sends it (a multipart photo), for the tests of image search (issue 27), and the wait for a
// just-uploaded picture: its vector is made in the background right after the upload (server/services/
// pictureVectors.ts), so a test that searches for it at once waits for it by condition, never by a fixed sleep.
import { makeSignHeaders, openEnvelope, type Envelope } from '../../protocol/envelope';
import { baseUrl } from './helpers';
import { nonce } from './wire';

export type ImageSearchAnswer = {
  items: { product: { productNumber: string }; similarity: number }[];
  nothingClose: boolean;
};

export async function imageSearch(bytes: Uint8Array, token: string | null, name = 'photo.jpg', base = baseUrl()) {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)]), name);
  const response = await fetch(base + '/api/WebsiteShare/ImageSearch', {
    method: 'POST',
    headers: { ...makeSignHeaders(Date.now(), nonce()), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  const envelope = (await response.json()) as Envelope<ImageSearchAnswer>;
  return {
    status: response.status,
    code: envelope.code,
    reason: envelope.reason,
    data: envelope.code === 200 ? openEnvelope(envelope, 'data') : null,
  };
}

/** Searches with `photo` until `productNumber` is among the first `within` answers (a loaded machine may take a
 *  few seconds to make the vector when other pictures are queued before it). A loop rather than expect.poll, which
 *  vitest allows only inside a test, not in a beforeAll. */
export async function untilFound(
  photo: Uint8Array,
  token: string,
  productNumber: string,
  within = 1,
  base = baseUrl(),
) {
  const until = Date.now() + 60_000;
  for (;;) {
    const answer = await imageSearch(photo, token, 'photo.jpg', base);
    if (answer.data?.items.slice(0, within).some((i) => i.product.productNumber === productNumber)) return;
    if (Date.now() > until) throw new Error(`${productNumber} was not found by image search within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
