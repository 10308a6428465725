// The header's chat button with the unread badge (spec section 2: isChat; badge polled every 5 s while the panel is
// closed). A visitor who is not privately signed in gets the private login dialog (spec section 6). The floating
// controls (issue 15) will show the same button.
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import { formatNumber } from '../../../protocol/format';
import { useChat, useSendChat } from './chatActor';

export const ChatIcon = ({ size = 22 }: { size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
    <path
      d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-4 3.5V17H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    />
    <path d="M7.5 9.5h9M7.5 12.5h6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

export function ChatButton() {
  const sendChat = useSendChat();
  const { i18n, t } = useLingui();
  const { state, unread, isOpen } = useChat(
    (c) => ({ state: c.state, unread: c.unread, isOpen: c.isOpen }),
    (a, b) => a.state === b.state && a.unread === b.unread && a.isOpen === b.isOpen,
  );
  if (state === 'off') return null;
  const shown = formatNumber(unread, i18n.locale);
  const label = unread
    ? i18n._(
        msg`Customer service, ${plural(unread, { one: `${shown} unread message`, other: `${shown} unread messages` })}`,
      )
    : t`Customer service`;
  return (
    <button
      type="button"
      className="chat-button"
      aria-label={label}
      title={label}
      aria-expanded={isOpen}
      aria-controls="chat-panel"
      onClick={() => sendChat(isOpen ? { type: 'CLOSE' } : { type: 'OPEN' })}
    >
      <ChatIcon />
      {unread > 0 && (
        <span className="chat-badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </button>
  );
}
