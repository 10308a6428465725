// Deleting a picture another tab or colleague already deleted: the server answers 404 noSuchMedia. That is the
// outcome the clerk asked for, so the console reads the strip again instead of showing an error (with the picture
// put back beside it); any other refusal still reaches the clerk.
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../src/api/errors';

const consoleCall = vi.fn();
vi.mock(import('../../src/console/app/api'), async (original) => ({ ...(await original()), consoleCall }));
const { deleteProductMedia, productMediaQuery } = await import('../../src/console/catalogue/api');

const refusal = (reason: 'noSuchMedia' | 'noSuchProduct') =>
  new ApiError('refused', 'No such picture or video of this product.', { code: 404, status: 404, url: '/x', reason });

describe('deleting a product picture', () => {
  it('takes "already gone" as done and reads the pictures again', async () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    consoleCall.mockRejectedValueOnce(refusal('noSuchMedia'));
    await expect(deleteProductMedia(queryClient, 'P1', 7)).resolves.not.toThrow();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productMediaQuery('P1').queryKey });
  });

  it('still reports any other refusal', async () => {
    consoleCall.mockRejectedValueOnce(refusal('noSuchProduct'));
    await expect(deleteProductMedia(new QueryClient(), 'P1', 7)).rejects.toThrow(ApiError);
  });
});
