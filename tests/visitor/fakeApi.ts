// A fake of the client core (src/api/client.ts) for component tests: each call is recorded by name and answered from
// a small in-memory server (cart, chat, desk), so a test can assert which requests a click cost.
import { createApiEvents, createLoadingCounter } from '../../src/api/events';
import type { ChatMessage, LoginResult } from '../../schemas/api/types.gen';

export const apiEvents = createApiEvents();
export const loadingCounter = createLoadingCounter();

export const buyer = (isPrivateLogin: boolean): LoginResult => ({
  token: isPrivateLogin ? 'private-token' : 'share-token',
  loginEmail: 'buyer@demo.test',
  shareId: 1,
  shareRandomCode: 'SUNNYPUB1',
  shareInfo: {
    id: 1,
    shareRandomCode: 'SUNNYPUB1',
    companyNumber: 'SUNNY2006',
    isPublic: true,
    openUserList: [2],
    publicTypeList: [],
    platformList: [],
    isShowPrice: true,
    showNumber: 1,
    productSource: 1,
  },
  companyNumber: 'SUNNY2006',
  currencyType: 'USD',
  isPrivateLogin,
  menuRoot: [],
  customerUser: {
    name: 'Ann',
    userImage: '',
    phoneNumber: '',
    companyName: 'Sunny Toys',
    email: 'ann@demo.test',
    address: '',
  },
});

export const company = {
  companyLogo: '',
  companyName: 'Sunny Toys',
  shareInfo: buyer(false).shareInfo,
  globalParam: { isCart: true, isChat: true },
  websiteLanguage: [],
  webList: [],
  mobileTempList: [],
  customerInfo: {},
  contactInfoList: [],
  publicUrl: '',
  homeCustom: null,
  loginCustom: null,
};

const message = (id: number, sender: number, content: string): ChatMessage => ({
  id,
  sender,
  msgType: 0,
  content,
  timestamp: 1_000_000 + id * 1000,
  userImage: '',
  productOut: null,
  clientKey: `k${id}`,
});

export const server = {
  calls: [] as string[],
  cart: new Set<string>(),
  hasContact: true,
  messages: [] as ChatMessage[],
  reset() {
    server.calls = [];
    server.cart = new Set();
    server.hasContact = true;
    server.messages = [message(1, 7, 'Do you ship to Lyon?'), message(2, 0, 'Yes, by sea or by air.')];
  },
  /** The calls made, without the background polls of the chat badge. */
  requests: () => server.calls.filter((c) => c !== 'ChatMessageReadCount'),
};

const line = (productNumber: string) => ({ product: { productNumber }, cartons: 1, status: 0 });
const page = (items: ChatMessage[]) => ({ items, totalCount: server.messages.length });

async function call(name: string, body: Record<string, unknown>): Promise<unknown> {
  server.calls.push(name);
  await Promise.resolve();
  const numbers = () => (body.productNumberList as { productNumber: string }[]).map((p) => p.productNumber);
  switch (name) {
    case 'UserLogin':
      return buyer(true);
    case 'GetCompanyInfoOnLoginV2':
      return company;
    case 'GetShoppingCart':
      return {
        items: [...server.cart].map(line),
        totals: {},
        currency: 'USD',
        capacity: 0,
        contact: server.hasContact ? { contactName: 'Ann' } : null,
      };
    case 'AddShoppingCart':
      numbers().forEach((n) => server.cart.add(n));
      return server.cart.size;
    case 'DelShoppingCart':
      numbers().forEach((n) => server.cart.delete(n));
      return server.cart.size;
    case 'ChatMessageReadCount':
      return 0;
    case 'GetChatMessagePageClient':
    case 'ConsoleChatMessages':
      return body.isLoadNew
        ? page(server.messages.filter((m) => m.timestamp > (body.newTimestamp as number)))
        : {
            ...page(server.messages),
            buyer: {
              name: 'Ann',
              account: 'ann',
              company: 'Sunny Toys',
              email: '',
              phoneNumber: '',
              shareName: 'Spring',
              shareCode: 'SUNNYPUB1',
            },
          };
    case 'SendChatMessageClient':
    case 'ConsoleSendChat': {
      const stored = {
        ...message(server.messages.length + 1, name === 'ConsoleSendChat' ? 0 : 7, body.content as string),
        clientKey: body.clientKey as string,
      };
      server.messages.push(stored);
      return stored;
    }
    case 'ConsoleChatMarkRead':
      return true;
    case 'ConsoleChatList':
      return { items: [], totalCount: 0, unreadTotal: 0 };
    default:
      throw new Error(`fake api: no answer for ${name}`);
  }
}

export const api = { call, upload: async () => [{ fullPath: '/media/chat/picture.png' }] };
