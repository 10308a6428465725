// @vitest-environment jsdom
// src/features/chat/ChatComposer.tsx, the keys of the message box. Cases: Ctrl+Enter puts the new line where the
// caret is and leaves the caret right after it at once, so keys typed straight after it land behind the new line
// (a caret set a frame later put them out of order on the Preact build); Enter sends; blank text is not sent.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ChatComposer } from '../../src/features/chat/ChatComposer';

i18n.loadAndActivate({ locale: 'en', messages: {} });

function Composer({ onSend }: { onSend: () => void }) {
  const [text, setText] = useState('');
  return <ChatComposer value={text} onChange={setText} onSend={onSend} onPicture={() => {}} />;
}

function showComposer() {
  const onSend = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <Composer onSend={onSend} />
    </I18nProvider>,
  );
  return { box: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }), onSend };
}

describe('chat composer', () => {
  it('Ctrl+Enter adds a line at the caret and the caret follows it at once', () => {
    const { box, onSend } = showComposer();
    fireEvent.change(box, { target: { value: 'First second' } });
    box.setSelectionRange(5, 6);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(box.value).toBe('First\nsecond');
    expect([box.selectionStart, box.selectionEnd]).toEqual([6, 6]);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('Enter sends written text but not blank text', () => {
    const { box, onSend } = showComposer();
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
