// Chat and the service desk over the real API (issue 14): who may chat (private accounts; 401/403 otherwise), text,
// product and picture messages both ways, unread counts per side and when they clear, isLoadNew as a gap-free cursor,
// pages of 20, idempotent and concurrent sends (nothing lost, nothing twice), bad bodies, another supplier's
// conversations and products, and uploads checked by content and size with nothing stored for a refused file.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SHARES } from '../../server/demo/demoShares';
import { TENANT_FIXTURES } from '../setup/tenantFixtures';
import type { ChatMessage } from '../../schemas/api/types.gen';
import { baseUrl, signed, testClient } from './helpers';
import { must, wire } from './wire';

let token: string | null = null;
const { core } = testClient(() => token);
afterAll(() => core.clock.stop());
let counter = 0;
const key = () => `chat${Date.now().toString(36)}${counter++}xyz`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function newBuyer() {
  const account = `chat${Date.now().toString(36).slice(-6)}${counter++}x`;
  const visitor = await must<string>('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' });
  await must(
    'Register',
    {
      account,
      password: 'Chat2026ok',
      confirmPassword: 'Chat2026ok',
      name: 'Chat Buyer',
      email: `${account}@chat.test`,
      phoneNumber: '+34600000000',
      companyName: 'Chat Toys Ltd',
      url: DEMO_SHARES.private.code,
    },
    visitor,
  );
  const again = await must<string>('GetToken', { companyNum: 'SUNNY2006', platForm: 'PC' });
  return {
    account,
    token: (
      await must<{ token: string }>(
        'UserLogin',
        { loginType: 1, account, password: 'Chat2026ok', url: DEMO_SHARES.private.code },
        again,
      )
    ).token,
  };
}
const desk = async () => (await must<{ token: string }>('AdminLogin', DEMO_ADMIN)).token;
const send = (t: string, body: Record<string, unknown>) =>
  must<ChatMessage>('SendChatMessageClient', { clientKey: key(), ...body }, t);
const uploadsStored = () => {
  try {
    return readdirSync(join(inject('dataDir'), 'uploads'), { recursive: true }).length;
  } catch {
    return 0;
  }
};

/** InsertPic as a browser sends it: signed headers, bearer token, multipart with the fields then the file. */
async function upload(
  t: string | null,
  bytes: Uint8Array,
  name = 'picture.png',
  fields: Record<string, string> = { BusinessType: 'chat' },
) {
  token = t;
  try {
    return {
      ok: true as const,
      data: await core.upload('InsertPic', fields, new Blob([Uint8Array.from(bytes)]), name),
    };
  } catch (error) {
    return { ok: false as const, error: error as Error & { code?: number; reason?: string } };
  }
}

describe('chat over the API', () => {
  it('is for private accounts: no token 401, share visitors 403, a new account has no unread messages', async () => {
    expect((await wire('ChatMessageReadCount', {}, { token: null })).code).toBe(401);
    const visitor = (
      await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })
    ).token;
    expect(await wire('ChatMessageReadCount', {}, { token: visitor })).toMatchObject({ status: 403, code: 403 });
    expect(
      (await wire('SendChatMessageClient', { clientKey: key(), msgType: 0, content: 'hello' }, { token: visitor }))
        .code,
    ).toBe(403);
    const buyer = await newBuyer();
    expect(await must('ChatMessageReadCount', {}, buyer.token)).toBe(0);
    expect(await must('GetChatMessagePageClient', { skipCount: 1, maxResultCount: 20 }, buyer.token)).toEqual({
      items: [],
      totalCount: 0,
    });
  });

  it('a buyer asks about a product; the desk sees who, reads it, answers with text and a picture; the buyer sees the answer once', async () => {
    const buyer = await newBuyer();
    const [product] = (
      await must<{ items: { productNumber: string; name: string }[] }>(
        'GetProductList',
        { pageIndex: 1, pageSize: 1 },
        buyer.token,
      )
    ).items;
    const card = await send(buyer.token, {
      msgType: 2,
      productNumber: product.productNumber,
      productName: 'forged name',
      productPrice: 0.01,
    });
    expect(card).toMatchObject({
      sender: 1,
      msgType: 2,
      productOut: { productNumber: product.productNumber, productName: product.name, available: true },
    });
    expect(card.productOut!.productPrice).not.toBe(0.01);
    const text = await send(buyer.token, { msgType: 0, content: 'Is this available in blue?\n<b>thanks</b>' });
    expect(text.timestamp).toBeGreaterThan(card.timestamp);

    const staff = await desk();
    const list = await must<{
      items: {
        conversationId: number;
        unreadCount: number;
        buyer: { account: string; company: string; shareCode: string };
        lastMessage: { preview: string };
      }[];
      unreadTotal: number;
    }>('ConsoleChatList', { pageIndex: 1, pageSize: 60 }, staff);
    const mine = list.items.find((c) => c.buyer.account === buyer.account)!;
    expect(mine).toMatchObject({
      unreadCount: 2,
      buyer: { company: 'Chat Toys Ltd', shareCode: DEMO_SHARES.private.code },
      lastMessage: { preview: 'Is this available in blue?\n<b>thanks</b>' },
    });
    expect(list.items[0].conversationId).toBe(mine.conversationId);
    const thread = await must<{ items: ChatMessage[]; totalCount: number }>(
      'ConsoleChatMessages',
      { conversationId: mine.conversationId },
      staff,
    );
    expect(thread.items.map((m) => m.id)).toEqual([card.id, text.id]);
    expect(thread.items[1].content).toBe('Is this available in blue?\n<b>thanks</b>');
    const read = await must<{ unreadTotal: number }>(
      'ConsoleChatMarkRead',
      { conversationId: mine.conversationId },
      staff,
    );
    expect(read.unreadTotal).toBe(list.unreadTotal - 2);

    const reply = await must<ChatMessage>(
      'ConsoleSendChat',
      { conversationId: mine.conversationId, clientKey: key(), msgType: 0, content: 'Yes, 40 cartons in stock.' },
      staff,
    );
    const picture = await upload(staff, PNG);
    expect(picture.ok).toBe(true);
    const fullPath = picture.ok ? picture.data[0].fullPath : '';
    expect(fullPath).toMatch(/^\/media\/uploads\/\d+\/[A-Za-z0-9_-]{22}\.png$/);
    const image = await fetch(baseUrl() + fullPath);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    await must(
      'ConsoleSendChat',
      { conversationId: mine.conversationId, clientKey: key(), msgType: 1, content: fullPath },
      staff,
    );

    expect(await must('ChatMessageReadCount', {}, buyer.token)).toBe(2);
    const seen = await must<{ items: ChatMessage[] }>(
      'GetChatMessagePageClient',
      { isLoadNew: true, newTimestamp: text.timestamp },
      buyer.token,
    );
    expect(seen.items.map((m) => [m.sender, m.msgType])).toEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(seen.items[0].id).toBe(reply.id);
    expect(await must('ChatMessageReadCount', {}, buyer.token)).toBe(0);
    const after = await must<{ items: ChatMessage[] }>(
      'GetChatMessagePageClient',
      { isLoadNew: true, newTimestamp: seen.items[1].timestamp },
      buyer.token,
    );
    expect(after.items).toEqual([]);
    // The desk's unread count clears only for what it has read.
    expect(
      (
        await must<{ items: { conversationId: number; unreadCount: number }[] }>(
          'ConsoleChatList',
          { pageIndex: 1, pageSize: 60 },
          staff,
        )
      ).items.find((c) => c.conversationId === mine.conversationId)?.unreadCount,
    ).toBe(0);
  });

  it('pages of 20, newest page first, each oldest first; totalCount counts all', async () => {
    const buyer = await newBuyer();
    for (let i = 0; i < 45; i++) await send(buyer.token, { msgType: 0, content: `message ${i}` });
    const page = (n: number) =>
      must<{ items: ChatMessage[]; totalCount: number }>(
        'GetChatMessagePageClient',
        { skipCount: n, maxResultCount: 20 },
        buyer.token,
      );
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    expect(one.totalCount).toBe(45);
    expect(one.items.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${25 + i}`));
    expect(two.items.map((m) => m.content)).toEqual(Array.from({ length: 20 }, (_, i) => `message ${5 + i}`));
    expect(three.items.map((m) => m.content)).toEqual(Array.from({ length: 5 }, (_, i) => `message ${i}`));
  });

  it('a retried send makes one message; 30 sends at once make 30, in a strict order with no duplicate', async () => {
    const buyer = await newBuyer();
    const clientKey = key();
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        must<ChatMessage>('SendChatMessageClient', { clientKey, msgType: 0, content: 'once' }, buyer.token),
      ),
    );
    expect(a.id).toBe(b.id);
    expect(
      (await must<ChatMessage>('SendChatMessageClient', { clientKey, msgType: 0, content: 'once' }, buyer.token)).id,
    ).toBe(a.id);
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, i) => send(buyer.token, { msgType: 0, content: `burst ${i}` })),
    );
    const all = await must<{ items: ChatMessage[]; totalCount: number }>(
      'GetChatMessagePageClient',
      { isLoadNew: true, newTimestamp: 0 },
      buyer.token,
    );
    expect(all.totalCount).toBe(31);
    expect(new Set(all.items.map((m) => m.id)).size).toBe(31);
    expect(all.items.map((m) => m.id).sort()).toEqual([a.id, ...sent.map((m) => m.id)].sort());
    const stamps = all.items.map((m) => m.timestamp);
    expect(stamps.every((t, i) => i === 0 || t > stamps[i - 1])).toBe(true);
  });

  it("the spec's own body (content, msgType, isBuild; no clientKey) sends, and each such send is a new message", async () => {
    const buyer = await newBuyer();
    const productNumber = (
      await must<{ items: { productNumber: string }[] }>('GetProductList', { pageIndex: 1, pageSize: 1 }, buyer.token)
    ).items[0].productNumber;
    const text = await must<ChatMessage>(
      'SendChatMessageClient',
      { content: 'written from the spec', msgType: 0, isBuild: false },
      buyer.token,
    );
    const again = await must<ChatMessage>(
      'SendChatMessageClient',
      { content: 'written from the spec', msgType: 0, isBuild: false },
      buyer.token,
    );
    const product = await must<ChatMessage>(
      'SendChatMessageClient',
      {
        msgType: 2,
        isBuild: false,
        productNumber,
        productName: 'x',
        productEName: 'x',
        productFa_no: 'x',
        productPrice: 1,
        productCu_de: 'USD',
      },
      buyer.token,
    );
    expect(again.id).not.toBe(text.id);
    expect(product.productOut).toMatchObject({ productNumber });
    const all = await must<{ items: ChatMessage[] }>(
      'GetChatMessagePageClient',
      { isLoadNew: true, newTimestamp: 0 },
      buyer.token,
    );
    expect(all.items.map((m) => [m.msgType, m.content])).toEqual([
      [0, 'written from the spec'],
      [0, 'written from the spec'],
      [2, ''],
    ]);
  });

  it('refuses bad messages with a clear 400/404 and stores nothing', async () => {
    const buyer = await newBuyer();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ msgType: 0, content: '   \n ' }, 400, /content must not be empty/],
      [{ msgType: 0 }, 400, /content must not be empty/],
      [{ msgType: 1, content: 'https://evil.example/x.png' }, 400, /uploaded with InsertPic/],
      [{ msgType: 1, content: '/media/uploads/1/AAAAAAAAAAAAAAAAAAAAAA.png' }, 400, /uploaded with InsertPic/],
      [{ msgType: 2 }, 400, /productNumber is required/],
      [{ msgType: 2, productNumber: 'BK000001' }, 404, /No product information/],
      [{ msgType: 3, content: 'x' }, 400, /msgType/],
      [{ msgType: 0, content: 'x'.repeat(2001) }, 400, /content/],
      [{ msgType: 0, content: 'bell\u0007' }, 400, /control characters/],
    ];
    for (const [body, code, message] of cases) {
      const answer = await wire('SendChatMessageClient', { clientKey: key(), ...body }, { token: buyer.token });
      expect([answer.code, answer.message], JSON.stringify(body)).toEqual([code, expect.stringMatching(message)]);
    }
    expect(
      (
        await wire(
          'SendChatMessageClient',
          { clientKey: 'short', msgType: 0, content: 'bad key' },
          { token: buyer.token },
        )
      ).code,
    ).toBe(400);
    expect((await must<{ totalCount: number }>('GetChatMessagePageClient', {}, buyer.token)).totalCount).toBe(0);
    expect(
      (await wire('GetChatMessagePageClient', { isLoadNew: true, newTimestamp: 'yesterday' }, { token: buyer.token }))
        .code,
    ).toBe(400);
  });

  it("staff reach only their own company's conversations; buyers cannot use the desk", async () => {
    const buyer = await newBuyer();
    await send(buyer.token, { msgType: 0, content: 'private question' });
    const staff = await desk();
    const mine = (
      await must<{ items: { conversationId: number; buyer: { account: string } }[] }>(
        'ConsoleChatList',
        { pageIndex: 1, pageSize: 60, buyer: buyer.account },
        staff,
      )
    ).items;
    expect(mine).toHaveLength(1);
    const kite = (await must<{ token: string }>('AdminLogin', TENANT_FIXTURES.B.admin)).token;
    expect(
      (
        await must<{ items: { buyer: { account: string } }[] }>('ConsoleChatList', { pageIndex: 1, pageSize: 60 }, kite)
      ).items.map((c) => c.buyer.account),
    ).not.toContain(buyer.account);
    for (const [name, body] of [
      ['ConsoleChatMessages', {}],
      ['ConsoleSendChat', { clientKey: key(), msgType: 0, content: 'hijack' }],
      ['ConsoleChatMarkRead', {}],
    ] as const) {
      expect((await wire(name, { conversationId: mine[0].conversationId, ...body }, { token: kite })).code, name).toBe(
        404,
      );
      expect(
        (await wire(name, { conversationId: mine[0].conversationId, ...body }, { token: buyer.token })).code,
        name,
      ).toBe(403);
    }
    expect((await must<{ totalCount: number }>('GetChatMessagePageClient', {}, buyer.token)).totalCount).toBe(1);
  });
});

describe('InsertPic', () => {
  it('stores a checked picture for a buyer and refuses everything else by content, with nothing stored', async () => {
    const buyer = await newBuyer();
    const before = uploadsStored();
    const truncatedPng = PNG.subarray(0, PNG.length - 10);
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 1)]);
    const refusals: [string, Uint8Array, string, number, string][] = [
      ['too large', new Uint8Array(5_000_001).fill(7), 'big.png', 413, 'fileTooLarge'],
      ['an executable renamed .png', executable, 'setup.png', 400, 'notAnImage'],
      ['an empty file', new Uint8Array(0), 'empty.png', 400, 'emptyFile'],
      ['a truncated picture', truncatedPng, 'cut.png', 400, 'truncatedImage'],
      [
        'an SVG with a script',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.gif',
        400,
        'notAnImage',
      ],
    ];
    for (const [label, bytes, name, code, reason] of refusals) {
      const answer = await upload(buyer.token, bytes, name);
      expect(answer.ok, label).toBe(false);
      if (!answer.ok)
        expect(
          {
            code: (answer.error as { detail?: { code?: number } }).detail?.code ?? answer.error.code,
            reason: answer.error.reason,
            message: answer.error.message,
          },
          label,
        ).toMatchObject({ code, reason, message: expect.any(String) });
    }
    expect(uploadsStored()).toBe(before);
    const ok = await upload(buyer.token, PNG, 'anything.exe');
    expect(ok.ok && ok.data[0]).toMatchObject({
      contentType: 'image/png',
      size: PNG.length,
      width: 1,
      height: 1,
      fileName: expect.stringMatching(/\.png$/),
    });
    expect(uploadsStored()).toBe(before + 1);
  });

  it('refuses a JSON body, no token, a share visitor, a missing file part and two files', async () => {
    const json = await wire('InsertPic', { BusinessType: 'chat' }, { token: (await newBuyer()).token });
    expect(json).toMatchObject({ status: 415, code: 415 });
    expect((await upload(null, PNG)).ok).toBe(false);
    const visitor = (
      await must<{ token: string }>('CompanyShareLoginV2', { loginType: 1, url: DEMO_SHARES.public.code })
    ).token;
    const refused = await upload(visitor, PNG);
    expect(!refused.ok && refused.error.code).toBe(403);
    const buyer = await newBuyer();
    const form = (parts: [string, Blob | string][]) => {
      const f = new FormData();
      for (const [k, v] of parts) f.append(k, v);
      return f;
    };
    for (const [label, body, status] of [
      ['no file', form([['BusinessType', 'chat']]), 400],
      [
        'two files',
        form([
          ['file', new Blob([PNG])],
          ['file', new Blob([PNG])],
        ]),
        400,
      ],
      ['file under another name', form([['picture', new Blob([PNG])]]), 400],
    ] as const) {
      const response = await fetch(baseUrl() + '/api/ShareFile/InsertPic', {
        method: 'POST',
        headers: { ...signed(), authorization: `Bearer ${buyer.token}` },
        body,
      });
      expect(response.status, label).toBeLessThan(500);
      if (label !== 'two files') expect(response.status, label).toBe(status);
    }
  });
});
