// Writing a chat message (spec section 5): Enter sends, Ctrl+Enter (or Shift+Enter) adds a new line, empty or
// white-space-only text cannot be sent; a picture is chosen with the picture button. Used by the buyer's panel and
// the service desk. Enter while an input method is composing (Chinese, Japanese, Korean) belongs to the IME.
import { forwardRef, useId, useRef, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PICTURE_ACCEPT } from '../../lib/pictureFile';

export interface ChatComposerProps {
  value: string;
  onChange: (text: string) => void;
  onSend: () => void;
  onPicture: (file: File) => void;
  disabled?: boolean;
}

export const ChatComposer = forwardRef<HTMLTextAreaElement, ChatComposerProps>(function ChatComposer(
  { value, onChange, onSend, onPicture, disabled },
  ref,
) {
  const { t } = useLingui();
  const picker = useRef<HTMLInputElement>(null);
  const keysHint = useId();
  const blank = !value.trim();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey) {
      // Ctrl+Enter does nothing in a textarea by itself: put the new line where the caret is. Edited in the DOM
      // so the caret moves with it at once; a caret set a frame later would land behind keys typed meanwhile.
      event.preventDefault();
      const area = event.currentTarget;
      area.setRangeText('\n', area.selectionStart, area.selectionEnd, 'end');
      onChange(area.value);
      return;
    }
    if (event.shiftKey) return;
    event.preventDefault();
    if (!blank && !disabled) onSend();
  };
  return (
    <form
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        if (!blank) onSend();
      }}
    >
      <button
        type="button"
        className="chat-composer__picture"
        aria-label={t`Send a picture`}
        title={t`Send a picture`}
        disabled={disabled}
        onClick={() => picker.current?.click()}
      >
        <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true">
          <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="9" cy="10" r="1.8" fill="currentColor" />
          <path d="m4 18 5-5 3 3 3-3 5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
      </button>
      <input
        ref={picker}
        type="file"
        accept={PICTURE_ACCEPT}
        hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onPicture(file);
        }}
      />
      <textarea
        ref={ref}
        className="chat-composer__text"
        rows={2}
        maxLength={2000}
        dir="auto"
        value={value}
        disabled={disabled}
        aria-label={t`Message`}
        aria-describedby={keysHint}
        placeholder={t`Write a message…`}
        onChange={(e) => onChange(e.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className="button button--primary chat-composer__send"
        disabled={blank || disabled}
      >{t`Send`}</button>
      <span id={keysHint} className="visually-hidden">{t`Enter sends, Ctrl+Enter adds a new line.`}</span>
    </form>
  );
});
