// "Ask about this product" on the detail page: opens the chat with the product offered as a card to send
// (spec section 2: the chat panel's "product card to send"; the product-message payload of section 3).
import { Trans } from '@lingui/react/macro';
import type { ProductDetail } from '../../../schemas/api/types.gen';
import { useChat, useSendChat } from './chatActor';
import { ChatIcon } from './ChatButton';
import { useCompanyInfo } from '../../lib/share';
import { switchedOn } from '../../lib/shareSwitches';
import { useShareCode } from '../../lib/useShareCode';

export function ChatAboutProduct({ product }: { product: ProductDetail & { isBuild?: boolean } }) {
  const sendChat = useSendChat();
  const off = useChat((c) => c.state === 'off');
  // Whether the share has a chat is in the company's answer, which may come after the product's, and the chat hears
  // it only once the frame follows the visitor. Until the answer says there is none, hold the button's place: most
  // shares have a chat, and the button coming later pushed the description down (issue 29, CLS).
  const offered = switchedOn(useCompanyInfo(useShareCode()).data?.globalParam, 'isChat');
  const label = (
    <>
      <ChatIcon size={20} /> <Trans>Ask about this product</Trans>
    </>
  );
  if (off && offered)
    return (
      <span className="button chat-about chat-about--pending" aria-hidden="true">
        {label}
      </span>
    );
  if (off) return null;
  const offer = {
    productNumber: product.productNumber,
    isBuild: product.isBuild,
    productName: product.name,
    productEName: product.ename,
    productFa_no: product.displayNumber ?? '',
    // The server puts the product's own price on the message; the browser holds only scrambled digits (issue 26).
    productPrice: null,
    productCu_de: product.currency ?? '',
    productImage: product.imageUrls[0] ?? '',
  };
  return (
    <button type="button" className="button chat-about" onClick={() => sendChat({ type: 'OPEN', product: offer })}>
      {label}
    </button>
  );
}
