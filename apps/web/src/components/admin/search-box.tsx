import { Search } from 'lucide-react';

interface SearchBoxProps {
  id: string;
  /** The label, the hint inside the box, and the text of the button that sends the search (Enter too). */
  texts: { label: string; placeholder: string; button: string };
  /** What is typed, and its setter (a useState pair). */
  state: readonly [string, (typed: string) => void];
  /** Classes of the field besides `field`. */
  className?: string;
  rowClassName: string;
}

/** A back-office list's search box: its label, the box and the button that sends the form it is in. */
export function SearchBox({ id, texts, state, className, rowClassName }: SearchBoxProps) {
  const [value, onChange] = state;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{texts.label}</label>
      <div className={rowClassName}>
        <input
          id={id}
          type="search"
          value={value}
          maxLength={200}
          placeholder={texts.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className="button button-secondary">
          <Search aria-hidden="true" size={16} />
          {texts.button}
        </button>
      </div>
    </div>
  );
}
