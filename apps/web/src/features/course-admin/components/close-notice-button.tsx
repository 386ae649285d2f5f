import { X } from 'lucide-react';

/** The cross that closes a notice; its label is its name and its tooltip. */
export function CloseNoticeButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="icon-button" aria-label={label} title={label} onClick={onClick}>
      <X aria-hidden="true" size={18} />
    </button>
  );
}
