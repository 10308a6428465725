// A confirmation (spec section 2: delete-selected and clear-history) in the site's own dialog rather than the
// browser's confirm(): 350 px, translated buttons, focus held inside and returned. Pure: texts come in.
import { useId } from 'react';
import { ModalDialog } from './ModalDialog';

export interface ConfirmTexts {
  question: string;
  confirm: string;
  cancel: string;
  close: string;
}

export function ConfirmDialog({ texts, onAnswer }: { texts: ConfirmTexts | null; onAnswer: (yes: boolean) => void }) {
  const id = useId();
  return (
    <ModalDialog open={!!texts} onDismiss={() => onAnswer(false)} closeLabel={texts?.close ?? ''} labelledBy={id}>
      <p id={id} className="confirm-dialog__question" dir="auto">
        {texts?.question}
      </p>
      <div className="confirm-dialog__actions">
        <button type="button" className="button" onClick={() => onAnswer(false)}>
          {texts?.cancel}
        </button>
        {/* The destructive choice is not focused first: Enter right after opening keeps the list. */}
        <button type="button" className="button button--primary" onClick={() => onAnswer(true)}>
          {texts?.confirm}
        </button>
      </div>
    </ModalDialog>
  );
}
