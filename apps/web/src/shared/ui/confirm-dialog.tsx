import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, shown while open. */
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A deletion the coach confirms first: what goes, a button to keep it and one to go ahead. */
export function ConfirmDialog({ open, title, children, keepLabel, confirmLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      {open && (
        <>
          {children}
          <div className="form-actions">
            <Button onClick={onCancel}>{keepLabel}</Button>
            <Button variant="primary" busy={busy} onClick={onConfirm}>{confirmLabel}</Button>
          </div>
        </>
      )}
    </Modal>
  );
}
