// Chat with customer service (spec sections 4, 5, 7): the calls the chat machine runs, as thin typed functions.
// The machine owns polling and the conversation, so chat has no query keys.
import type { I18n } from '@lingui/core';
import { api } from '../../api/client';
import { CHAT_PAGE_SIZE } from '../../../protocol/constants';
import type { ChatSendInput } from '../../../machines/chat';

export const unreadCount = () => api.call('ChatMessageReadCount', {});
export const messagePage = async (page: number) => {
  const answer = await api.call('GetChatMessagePageClient', { skipCount: page, maxResultCount: CHAT_PAGE_SIZE });
  return { items: answer.items, totalCount: answer.totalCount };
};
export const newMessages = async (newTimestamp: number) => {
  const answer = await api.call('GetChatMessagePageClient', { isLoadNew: true, newTimestamp });
  return { items: answer.items, totalCount: answer.totalCount };
};

export async function sendMessage({ clientKey, msgType, content, product }: ChatSendInput) {
  const body = product
    ? {
        clientKey,
        msgType,
        isBuild: product.isBuild,
        productNumber: product.productNumber,
        productName: product.productName,
        productEName: product.productEName,
        productFa_no: product.productFa_no,
        productPrice: product.productPrice,
        productCu_de: product.productCu_de,
      }
    : { clientKey, msgType, content };
  return api.call('SendChatMessageClient', body);
}

/** Checks the picture as the server will (content, not name), then uploads it; resolves to its fullPath. */
export async function uploadPicture(i18n: I18n, file: File) {
  // Loaded with the first picture: the content check is not part of the sign-in page's first chunk.
  const { pictureProblem } = await import('../../lib/pictureFile');
  const problem = await pictureProblem(i18n, file);
  if (problem) throw new Error(problem);
  const [stored] = await api.upload('InsertPic', { BusinessType: 'chat' }, file, file.name || 'picture');
  return stored.fullPath;
}
