// Chat with customer service (spec sections 3, 4, 6, 7; issue 14): one conversation per private account, answered
// by the supplier's service desk as sender 0. Every send takes its conversation's row lock and stamps a millisecond
// time strictly after the previous message's, so "the messages after T" is a cursor without gaps or repeats, and a
// retried send (same clientKey) finds the message it already made. Read state is a counter per side: the 5-second
// unread poll reads one row.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type {
  ChatBuyer,
  ChatConversation,
  ChatMessage,
  ChatPage,
  ChatPageRequest,
  ChatProductOut,
  ShareInfo,
} from '../../schemas/api/types.gen';
import { orderable } from '../../protocol/cart';
import { CHAT_NEW_LIMIT, CHAT_PAGE_SIZE } from '../../protocol/constants';
import { ShareError, noSuchProduct } from './messages';
import { CARD_COLUMNS, productCard, type ProductRow } from './productCards';
import { findShare, shareInfoOf } from './shares';
import type { Buyer, Staff } from './buyer';

const SERVICE = 0;
const BUYER = 1;

type Sender = typeof SERVICE | typeof BUYER;
interface ConversationRow {
  id: number;
  company_id: number;
  account_id: number;
  share_id: number;
  message_count: number;
  last_ms: string;
  buyer_unread: number;
  desk_unread: number;
}
interface MessageRow {
  id: string;
  sent_ms: string;
  sender: number;
  msg_type: number;
  content: string;
  client_key: string;
  product_id: number | null;
}
type MessageProductRow = MessageRow & Partial<ProductRow> & { status: number | null };

/** Where a conversation's pictures and product cards come from: its share's rules and the supplier's logo. */
interface Audience {
  share: ShareInfo;
  logo: string;
}

/** The desk's side of a conversation: its share's rules, even after the share closed. */
async function audienceOf(db: Queryable, shareId: number): Promise<Audience> {
  const row = (await findShare(db, { id: shareId }, true))!;
  return { share: shareInfoOf(row, row), logo: row.logo_url };
}

function productOut(row: MessageProductRow, share: ShareInfo): ChatProductOut | null {
  if (!row.product_id || !row.product_number) return null;
  const card = productCard(row as ProductRow, share);
  return {
    productNumber: card.productNumber,
    productImage: card.imageUrl,
    productName: card.name,
    productEName: card.ename,
    productPrice: card.price ?? null,
    productCu_de: card.currency ?? '',
    productFa_no: card.displayNumber ?? '',
    langInfo: share.productSource === 1 ? (row.lang_list ?? []).filter((l) => l.type === 0) : null,
    isBuild: card.isBuild,
    available: orderable(row.status ?? 0),
  };
}

const toMessage = (row: MessageProductRow, audience: Audience): ChatMessage => ({
  id: Number(row.id),
  sender: row.sender,
  msgType: row.msg_type as ChatMessage['msgType'],
  content: row.content,
  timestamp: Number(row.sent_ms),
  userImage: row.sender === SERVICE ? audience.logo : '',
  productOut: productOut(row, audience.share),
  clientKey: row.client_key,
});

const MESSAGE_SELECT = `SELECT m.id, m.sent_ms, m.sender, m.msg_type, m.content, m.client_key, m.product_id, p.status, ${CARD_COLUMNS}
  FROM chat_messages m LEFT JOIN products p ON p.id = m.product_id`;

/** newTimestamp as the spec's client may send it: milliseconds, or an ISO date-time. */
function cursorOf(value: ChatPageRequest['newTimestamp']): number {
  if (value === undefined) return 0;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms))
    throw new ShareError(
      400,
      'Invalid request: body.newTimestamp must be milliseconds since 1970 or an ISO date-time.',
    );
  return ms;
}

/** A page (1 = newest) or everything after newTimestamp; oldest first either way. */
async function readMessages(
  db: Queryable,
  conversation: Pick<ConversationRow, 'id' | 'message_count' | 'last_ms'> | undefined,
  audience: Audience,
  body: ChatPageRequest,
): Promise<ChatPage & { newestMs: number }> {
  if (!conversation) return { items: [], totalCount: 0, newestMs: 0 };
  let rows: MessageProductRow[];
  if (body.isLoadNew) {
    const after = cursorOf(body.newTimestamp);
    if (Number(conversation.last_ms) <= after)
      return { items: [], totalCount: conversation.message_count, newestMs: 0 };
    rows = await db.query<MessageProductRow>(
      `${MESSAGE_SELECT} WHERE m.conversation_id = $1 AND m.sent_ms > $2 ORDER BY m.sent_ms LIMIT $3`,
      [conversation.id, after, CHAT_NEW_LIMIT],
    );
  } else {
    const size = body.maxResultCount ?? CHAT_PAGE_SIZE;
    rows = (
      await db.query<MessageProductRow>(
        `${MESSAGE_SELECT} WHERE m.conversation_id = $1 ORDER BY m.sent_ms DESC LIMIT $2 OFFSET $3`,
        [conversation.id, size, ((body.skipCount ?? 1) - 1) * size],
      )
    ).reverse();
  }
  const items = rows.map((row) => toMessage(row, audience));
  return { items, totalCount: conversation.message_count, newestMs: items.at(-1)?.timestamp ?? 0 };
}

/** Marks the other side's messages up to `upTo` as read by `reader`; those after it stay unread (counted exactly). */
async function markRead(db: Queryable, conversationId: number, reader: Sender, upTo: number) {
  const column = reader === BUYER ? 'buyer_unread' : 'desk_unread';
  await db.query(
    `UPDATE chat_conversations SET ${column} = (SELECT count(*) FROM chat_messages WHERE conversation_id = $1 AND sender = $2 AND sent_ms > $3)
    WHERE id = $1 AND ${column} > 0`,
    [conversationId, reader === BUYER ? SERVICE : BUYER, upTo],
  );
}

/** clientKey is optional (the spec's body has none): without one every send is new, under a key the server makes. */
interface Outgoing {
  clientKey?: string;
  msgType: number;
  content?: string;
  productNumber?: string;
}

const serverKey = () => `s-${randomBytes(18).toString('base64url')}`;

/** What a message says in the desk's conversation list. */
const previewOf = (message: Outgoing, productNumber: string | null) =>
  message.msgType === 0 ? (message.content ?? '').slice(0, 120) : message.msgType === 2 ? (productNumber ?? '') : '';

export function chatService(db: Database) {
  /** Checks what a message may carry, before any lock is taken: text not blank, a picture this supplier stored, a product it sells. */
  async function contentOf(
    companyId: number,
    message: Outgoing,
  ): Promise<{ content: string; productId: number | null }> {
    const content = message.content ?? '';
    if (message.msgType === 0) {
      if (!content.trim()) throw new ShareError(400, 'Invalid request: body.content must not be empty.');
      return { content, productId: null };
    }
    if (message.msgType === 1) {
      const key = /^\/media\/uploads\/(.+)$/.exec(content)?.[1];
      const [upload] = key
        ? await db.query('SELECT 1 FROM uploads WHERE store_key = $1 AND company_id = $2', [key, companyId])
        : [];
      if (!upload)
        throw new ShareError(
          400,
          'Invalid request: body.content must be the fullPath of a picture uploaded with InsertPic.',
        );
      return { content, productId: null };
    }
    if (!message.productNumber)
      throw new ShareError(400, 'Invalid request: body.productNumber is required for a product message.');
    const [product] = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE company_id = $1 AND product_number = $2',
      [companyId, message.productNumber],
    );
    if (!product) throw noSuchProduct();
    return { content: '', productId: product.id };
  }

  /** Appends one message in the conversation the caller holds locked, unless its clientKey already made one. */
  async function append(
    tx: Queryable,
    conversation: Pick<ConversationRow, 'id' | 'last_ms'>,
    sender: Sender,
    adminId: number | null,
    outgoing: Outgoing,
    checked: { content: string; productId: number | null },
  ) {
    const message = { ...outgoing, clientKey: outgoing.clientKey ?? serverKey() };
    const [existing] = await tx.query<{ id: string }>(
      'SELECT id FROM chat_messages WHERE conversation_id = $1 AND sender = $2 AND client_key = $3',
      [conversation.id, sender, message.clientKey],
    );
    if (existing) return Number(existing.id);
    const [row] = await tx.query<{ id: string; sent_ms: string }>(
      `INSERT INTO chat_messages (conversation_id, sent_ms, sender, admin_id, msg_type, content, product_id, client_key)
       VALUES ($1, greatest((extract(epoch FROM clock_timestamp()) * 1000)::bigint, $2::bigint + 1), $3, $4, $5, $6, $7, $8) RETURNING id, sent_ms`,
      [
        conversation.id,
        conversation.last_ms,
        sender,
        adminId,
        message.msgType,
        checked.content,
        checked.productId,
        message.clientKey,
      ],
    );
    await tx.query(
      `UPDATE chat_conversations SET message_count = message_count + 1, last_ms = $2, last_sender = $3, last_type = $4, last_preview = $5,
         buyer_unread = buyer_unread + $6, desk_unread = desk_unread + $7 WHERE id = $1`,
      [
        conversation.id,
        row.sent_ms,
        sender,
        message.msgType,
        previewOf(message, message.productNumber ?? null),
        sender === SERVICE ? 1 : 0,
        sender === BUYER ? 1 : 0,
      ],
    );
    return Number(row.id);
  }

  async function messageById(id: number, audience: Audience) {
    const [row] = await db.query<MessageProductRow>(`${MESSAGE_SELECT} WHERE m.id = $1`, [id]);
    return toMessage(row, audience);
  }

  /** Each buyer's conversation row, kept in the process on the embedded database (one process owns it, and the row
   *  changes only through this service): the 5-second polls then answer "nothing new" without a query. A read is kept
   *  only if no write finished while it ran; every write forgets the account's row after it commits. */
  const conversations = db.kind === 'embedded' ? new Map<number, ConversationRow | null>() : null;
  let writes = 0;

  async function conversationOf(accountId: number): Promise<ConversationRow | undefined> {
    const hit = conversations?.get(accountId);
    if (hit !== undefined) return hit ?? undefined;
    const before = writes;
    const [row] = await db.query<ConversationRow>('SELECT * FROM chat_conversations WHERE account_id = $1', [
      accountId,
    ]);
    if (conversations && writes === before) {
      if (conversations.size >= 10_000) conversations.clear();
      conversations.set(accountId, row ?? null);
    }
    return row;
  }

  function written(accountId: number) {
    writes++;
    conversations?.delete(accountId);
  }

  /** The private account behind a buyer's call and its conversation (if any); 403 for anyone else or with chat off. */
  async function chatBuyer(buyer: Buyer) {
    if (buyer.accountId === null) throw new ShareError(403, 'Chat needs a private account sign-in.');
    if (buyer.switches.isChat === false) throw new ShareError(403, 'This site has no chat.', 'noChat');
    const conversation = await conversationOf(buyer.accountId);
    return {
      accountId: buyer.accountId,
      companyId: buyer.companyId,
      shareId: buyer.shareId,
      audience: { share: buyer.share, logo: buyer.logo },
      conversation,
    };
  }

  async function deskConversation(staff: Staff, conversationId: number) {
    const [conversation] = await db.query<ConversationRow>(
      'SELECT * FROM chat_conversations WHERE id = $1 AND company_id = $2',
      [conversationId, staff.companyId],
    );
    if (!conversation) throw new ShareError(404, 'No such conversation.', 'noSuchConversation');
    return conversation;
  }

  return {
    async unreadCount(from: Buyer): Promise<number> {
      return (await chatBuyer(from)).conversation?.buyer_unread ?? 0;
    },

    /** The buyer's page or new messages; what was returned of the desk's messages counts as read (the panel is open). */
    async buyerMessages(from: Buyer, body: ChatPageRequest): Promise<ChatPage> {
      const buyer = await chatBuyer(from);
      const { newestMs, ...page } = await readMessages(db, buyer.conversation, buyer.audience, body);
      const newestPage = body.isLoadNew || (body.skipCount ?? 1) === 1;
      if (buyer.conversation && newestPage && buyer.conversation.buyer_unread > 0) {
        await markRead(
          db,
          buyer.conversation.id,
          BUYER,
          Math.max(newestMs, body.isLoadNew ? cursorOf(body.newTimestamp) : 0),
        );
        written(buyer.accountId);
      }
      return page;
    },

    async buyerSend(from: Buyer, body: Outgoing): Promise<ChatMessage> {
      const buyer = await chatBuyer(from);
      const checked = await contentOf(buyer.companyId, body);
      const id = await db.transaction(async (tx) => {
        // Creating or touching the row takes its lock: sends of one conversation are stamped one after another.
        const [conversation] = await tx.query<ConversationRow>(
          `INSERT INTO chat_conversations (company_id, account_id, share_id) VALUES ($1, $2, $3)
           ON CONFLICT (account_id) DO UPDATE SET share_id = EXCLUDED.share_id RETURNING id, last_ms`,
          [buyer.companyId, buyer.accountId, buyer.shareId],
        );
        return append(tx, conversation, BUYER, null, body, checked);
      });
      written(buyer.accountId);
      return messageById(id, buyer.audience);
    },

    async deskList(staff: Staff, body: { pageIndex: number; pageSize: number; buyer?: string; unreadOnly?: boolean }) {
      const like = body.buyer?.trim() ? `%${body.buyer.trim().replace(/[\\%_]/g, '\\$&')}%` : null;
      const rows = await db.query<
        ConversationRow & {
          last_sender: number | null;
          last_type: number | null;
          last_preview: string;
          name: string;
          account: string;
          company_name: string;
          email: string;
          phone_number: string;
          label: string;
          share_random_code: string;
          total: number;
        }
      >(
        `SELECT cc.*, a.name, a.account, a.company_name, a.email, a.phone_number, s.label, s.share_random_code, count(*) OVER ()::int AS total
           FROM chat_conversations cc JOIN accounts a ON a.id = cc.account_id JOIN shares s ON s.id = cc.share_id
          WHERE cc.company_id = $1 AND cc.message_count > 0 AND (NOT $2::boolean OR cc.desk_unread > 0)
            AND ($3::text IS NULL OR a.name ILIKE $3 OR a.account ILIKE $3 OR a.company_name ILIKE $3 OR a.email ILIKE $3)
          ORDER BY cc.last_ms DESC, cc.id DESC LIMIT $4 OFFSET $5`,
        [staff.companyId, !!body.unreadOnly, like, body.pageSize, (body.pageIndex - 1) * body.pageSize],
      );
      const [{ unread }] = await db.query<{ unread: number }>(
        'SELECT coalesce(sum(desk_unread), 0)::int AS unread FROM chat_conversations WHERE company_id = $1',
        [staff.companyId],
      );
      const items: ChatConversation[] = rows.map((r) => ({
        conversationId: r.id,
        unreadCount: r.desk_unread,
        messageCount: r.message_count,
        buyer: {
          name: r.name,
          account: r.account,
          company: r.company_name,
          email: r.email,
          phoneNumber: r.phone_number,
          shareName: r.label,
          shareCode: r.share_random_code,
        },
        lastMessage:
          r.last_sender === null
            ? null
            : {
                sender: r.last_sender,
                msgType: r.last_type ?? 0,
                preview: r.last_preview,
                timestamp: Number(r.last_ms),
              },
      }));
      return { items, totalCount: rows[0]?.total ?? 0, unreadTotal: unread };
    },

    async deskMessages(
      staff: Staff,
      body: ChatPageRequest & { conversationId: number },
    ): Promise<ChatPage & { buyer: ChatBuyer }> {
      const conversation = await deskConversation(staff, body.conversationId);
      const [buyer] = await db.query<{
        name: string;
        account: string;
        company: string;
        email: string;
        phone_number: string;
        label: string;
        share_random_code: string;
      }>(
        `SELECT a.name, a.account, a.company_name AS company, a.email, a.phone_number, s.label, s.share_random_code
           FROM accounts a JOIN shares s ON s.id = $2 WHERE a.id = $1`,
        [conversation.account_id, conversation.share_id],
      );
      const { newestMs: _newest, ...page } = await readMessages(
        db,
        conversation,
        await audienceOf(db, conversation.share_id),
        body,
      );
      return {
        ...page,
        buyer: {
          name: buyer.name,
          account: buyer.account,
          company: buyer.company,
          email: buyer.email,
          phoneNumber: buyer.phone_number,
          shareName: buyer.label,
          shareCode: buyer.share_random_code,
        },
      };
    },

    async deskSend(staff: Staff, body: Outgoing & { conversationId: number }): Promise<ChatMessage> {
      const conversation = await deskConversation(staff, body.conversationId);
      const checked = await contentOf(staff.companyId, body);
      const id = await db.transaction(async (tx) => {
        const [locked] = await tx.query<ConversationRow>(
          'SELECT id, last_ms FROM chat_conversations WHERE id = $1 FOR UPDATE',
          [conversation.id],
        );
        return append(tx, locked, SERVICE, staff.adminId, body, checked);
      });
      written(conversation.account_id);
      return messageById(id, await audienceOf(db, conversation.share_id));
    },

    async deskMarkRead(staff: Staff, body: { conversationId: number; upTo?: number }) {
      const conversation = await deskConversation(staff, body.conversationId);
      await markRead(db, conversation.id, SERVICE, body.upTo ?? Number(conversation.last_ms));
      written(conversation.account_id);
      const [{ unread }] = await db.query<{ unread: number }>(
        'SELECT coalesce(sum(desk_unread), 0)::int AS unread FROM chat_conversations WHERE company_id = $1',
        [staff.companyId],
      );
      return { unreadTotal: unread };
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
