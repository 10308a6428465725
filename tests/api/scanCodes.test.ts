// WebsiteShareAnalysisCode (issue 26): our own detail links (any host, the buyer's share or another share of the same
// supplier) and bare product numbers name the product, and so do a product's factory and commodity numbers, in any
// case; another supplier's link or number, garbage, and an off-shelf
// product are business refusals with a message, never a 500; a scan needs a share login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHARES } from '../../server/demo/demoShares';
import { SECOND_SUPPLIER } from '../../server/demo/secondSupplier';
import { productCodeLink } from '../../protocol/scanCode';
import { testClient } from './helpers';
import { DEMO_ADMIN } from '../../server/demo/demoShares';
import { must } from './wire';

let token: string | null = null;
const { core } = testClient(() => token);
afterAll(() => core.clock.stop());
const scan = (qRCode: string) => core.call('WebsiteShareAnalysisCode', { qRCode });
const notOurs = { kind: 'refused', detail: { code: 404, reason: 'noSuchProduct' } };

describe('WebsiteShareAnalysisCode', () => {
  it('needs a share login', async () => {
    await expect(scan('SB000001')).rejects.toMatchObject({ kind: 'expired' });
  });

  describe('on the public share', () => {
    beforeAll(async () => {
      token = (await core.call('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })).token;
    });

    it('reads our detail link, on any host and from another share of the supplier, and a bare number', async () => {
      const link = productCodeLink('https://fair.example', 'SB000003', DEMO_SHARES.public.code);
      expect(await scan(link)).toEqual({ productNumber: 'SB000003' });
      expect(await scan(`  ${productCodeLink('http://localhost:5173', 'SB000004', DEMO_SHARES.code.code)}\n`)).toEqual({
        productNumber: 'SB000004',
      });
      expect(await scan('SB000005')).toEqual({ productNumber: 'SB000005' });
    });

    it('reads the factory and the commodity number printed on a carton', async () => {
      const admin = (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
      const { product } = await must<{ product: { commodityNumber: string; outFactoryNumber: string } }>(
        'ConsoleProductDetail',
        { productNumber: 'SB000006' },
        admin,
      );
      // Two demo products may share a factory number: the one named carries it (the lowest number on the shelf).
      const numbersOf = async (productNumber: string) =>
        (await must<{ product: typeof product }>('ConsoleProductDetail', { productNumber }, admin)).product;
      const byFactory = (await scan(product.outFactoryNumber)) as { productNumber: string };
      expect((await numbersOf(byFactory.productNumber)).outFactoryNumber).toBe(product.outFactoryNumber);
      const byCommodity = (await scan(product.commodityNumber.toLowerCase())) as { productNumber: string };
      expect((await numbersOf(byCommodity.productNumber)).commodityNumber).toBe(product.commodityNumber);
      // A link names only its product number, never a factory number.
      await expect(
        scan(productCodeLink('https://fair.example', product.outFactoryNumber, DEMO_SHARES.public.code)),
      ).rejects.toMatchObject(notOurs);
    });

    it("refuses another supplier's link and number with a message", async () => {
      const error = await scan(productCodeLink('https://kite.example', 'BK000001', SECOND_SUPPLIER.privateShare)).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject(notOurs);
      expect((error as Error).message).toMatch(/not a product of this catalogue/);
      // Our product number under another supplier's share code is still not ours to open through that code.
      await expect(
        scan(productCodeLink('https://kite.example', 'SB000001', SECOND_SUPPLIER.privateShare)),
      ).rejects.toMatchObject(notOurs);
      await expect(scan('BK000001')).rejects.toMatchObject(notOurs);
    });

    it('refuses garbage, other links and other paths', async () => {
      for (const text of [
        'hello world',
        'https://example.com/',
        `https://fair.example/login?id=${DEMO_SHARES.public.code}`,
        'https://fair.example/productDetails?productNumber=%3Cscript%3E',
        `https://fair.example/productDetails?productNumber=SB000001&id=!!`,
        'javascript:alert(1)//productDetails?productNumber=SB000001',
        '\u202e\u200b',
        'x'.repeat(2000),
      ])
        await expect(scan(text), text.slice(0, 40)).rejects.toMatchObject(notOurs);
    });

    it('says so when the scanned product is off the shelf', async () => {
      let offShelf: string | undefined;
      for (let i = 1; i <= 300 && !offShelf; i++) {
        const productNumber = `SB${String(i).padStart(6, '0')}`;
        const detail = await core.call('GetProductDetail', { productNumber }).catch(() => null);
        if (detail && detail.product.status !== 0) offShelf = productNumber;
      }
      expect(offShelf).toBeDefined();
      await expect(scan(offShelf!)).rejects.toMatchObject({
        kind: 'refused',
        detail: { code: 422, reason: 'unavailableProducts' },
      });
    });
  });
});
