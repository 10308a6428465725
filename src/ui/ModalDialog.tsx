// The site's dialogs (spec section 2: 350 px on desktop, full width on phones): a native modal <dialog>, so focus is
// held inside and returned on close by the browser; Esc, the backdrop and × dismiss it. Pure: texts come in.
import { useEffect, useRef, type ReactNode } from 'react';

export function ModalDialog({
  open,
  onDismiss,
  closeLabel,
  label,
  labelledBy,
  children,
}: {
  open: boolean;
  onDismiss: () => void;
  closeLabel: string;
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="login-dialog"
      aria-label={label}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        e.preventDefault();
        onDismiss();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onDismiss();
      }}
    >
      <div className="login-dialog__body">
        <button type="button" className="login-dialog__close" aria-label={closeLabel} onClick={onDismiss}>
          ×
        </button>
        {open && children}
      </div>
    </dialog>
  );
}
