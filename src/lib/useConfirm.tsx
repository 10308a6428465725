// Asks a yes/no question in the site's dialog and waits for the answer: `if (!(await confirm(question, verb))) return;`.
import { useCallback, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog, type ConfirmTexts } from '../ui/ConfirmDialog';

export function useConfirm() {
  const { t } = useLingui();
  const [texts, setTexts] = useState<ConfirmTexts | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  const confirm = useCallback(
    (question: string, verb: string) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setTexts({ question, confirm: verb, cancel: t`Cancel`, close: t`Close` });
      }),
    [t],
  );
  const dialog = (
    <ConfirmDialog
      texts={texts}
      onAnswer={(yes) => {
        setTexts(null);
        answer.current(yes);
      }}
    />
  );
  return [confirm, dialog] as const;
}
