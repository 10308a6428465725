// The console's service desk (/api/Console/ConsoleChat*): the company's conversations, answered as sender 0. Rules
// live in services/chat.ts, beside the buyer's side (routes/chat.ts).
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/protocol';
import type { ChatService } from '../../services/chat';

export function consoleDeskRoutes(app: FastifyInstance, chat: ChatService) {
  defineCall(app, 'ConsoleChatList', ({ body, staff }) => chat.deskList(staff, body));
  defineCall(app, 'ConsoleChatMessages', ({ body, staff }) => chat.deskMessages(staff, body));
  defineCall(app, 'ConsoleSendChat', ({ body, staff }) => chat.deskSend(staff, body));
  defineCall(app, 'ConsoleChatMarkRead', ({ body, staff }) => chat.deskMarkRead(staff, body));
}
