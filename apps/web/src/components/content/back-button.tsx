import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';

/** Goes back where the visitor came from, or to `fallback` when they landed on this page directly. */
export function BackButton({ label, fallback }: { label: string; fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      className="button button-ghost back-button"
      onClick={() => (location.key === 'default' ? navigate(fallback) : navigate(-1))}
    >
      <ArrowLeft aria-hidden="true" size={18} />
      {label}
    </button>
  );
}
