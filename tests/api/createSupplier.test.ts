// The operator's first step without demo data (issue 24, docs/deploy.md): on an empty database the create-supplier
// service makes a company whose first admin signs in with the one-time password, opens an empty catalogue with a
// category and a packing method to file products under, and whose public share opens the entry page; a second run
// with the same company number or sign-in name refuses and changes nothing. Own server, own empty embedded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config';
import { startServer } from '../../server/start';
import type { CallName } from '../../schemas/api/calls';
import { createSupplier, hasNoSupplier, SetupRefused } from '../../server/services/supplierSetup';
import { injectAnswer } from './inProcess';

let server: Awaited<ReturnType<typeof startServer>>;
let dataDir = '';
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'vitrine-setup-'));
  const config = {
    ...readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '0' }),
    maintenance: undefined,
  };
  server = await startServer(config);
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(name: CallName, body: unknown, token?: string) {
  const { code, payload } = await injectAnswer<Record<string, unknown>>(server.app, name, body, token);
  return { code, data: payload as Record<string, unknown> };
}

const acme = { companyNumber: 'ACME2026', name: 'Acme Toys Co., Ltd.', admin: 'acmeadmin' };

describe('create-supplier on a database without demo data', () => {
  it('starts empty, so nobody can sign in to the console', async () => {
    expect(await hasNoSupplier(server.ctx.db)).toBe(true);
    expect((await call('AdminLogin', { account: 'acmeadmin', password: 'anything-1' })).code).not.toBe(200);
  });

  it('creates a company whose admin signs in with the printed password and sees an empty catalogue', async () => {
    const made = await createSupplier(server.ctx.db, acme);
    expect(made.password).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(made.shareCode).toMatch(/^[A-Z2-9]{9}$/);
    expect(await hasNoSupplier(server.ctx.db)).toBe(false);

    const login = await call('AdminLogin', { account: acme.admin, password: made.password });
    expect(login.code).toBe(200);
    const token = login.data.token as string;
    const staff = await call('ConsoleStaffList', {}, token);
    expect(staff.data.items).toMatchObject([
      { account: acme.admin, roles: ['orders', 'service', 'catalogue', 'design', 'admin'], isYou: true },
    ]);

    const list = await call('ConsoleProductList', { pageIndex: 1, pageSize: 20 }, token);
    expect(list.code).toBe(200);
    expect(list.data.items).toEqual([]);
    const options = await call('ConsoleCatalogueOptions', {}, token);
    expect(options.data).toMatchObject({
      categories: [{ categoryNumber: 'C01', names: { ename: 'General' } }],
      packingMethods: [{ key: 'colour-box' }],
      currency: 'USD',
    });
    const shares = await call('ConsoleShareList', {}, token);
    expect(shares.data.items).toMatchObject([{ shareRandomCode: made.shareCode, kind: 'public' }]);

    const entry = await call('GetCompanyInfoOnLoginV2', { url: made.shareCode });
    expect(entry.code).toBe(200);
    expect(entry.data).toMatchObject({ companyName: acme.name });
  });

  it('refuses a second run with the same company number or sign-in name, and writes nothing', async () => {
    await expect(createSupplier(server.ctx.db, acme)).rejects.toThrow(SetupRefused);
    await expect(createSupplier(server.ctx.db, { ...acme, companyNumber: 'OTHER2026' })).rejects.toThrow(
      /acmeadmin exists already/,
    );
    await expect(createSupplier(server.ctx.db, { ...acme, admin: 'otheradmin' })).rejects.toThrow(
      /ACME2026 exists already/,
    );
    const [row] = await server.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
    expect(row.n).toBe(1);
    expect((await call('AdminLogin', { account: 'otheradmin', password: 'anything-1' })).code).not.toBe(200);
  });

  it('refuses invalid arguments before touching the database', async () => {
    await expect(createSupplier(server.ctx.db, { ...acme, companyNumber: 'a b' })).rejects.toThrow(/company-number/);
    await expect(createSupplier(server.ctx.db, { ...acme, name: '  ' })).rejects.toThrow(/--name/);
  });
});
