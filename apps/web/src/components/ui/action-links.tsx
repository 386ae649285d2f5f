import { Link } from 'react-router';

export interface ActionLink {
  to: string;
  label: string;
  /** The class beside `button`: `button-primary`, `button-secondary` or a page's own look. */
  className: string;
}

/** A row of call-to-action links drawn as buttons, in the order given. */
export function ActionLinks({ className, links }: { className: string; links: ActionLink[] }) {
  return (
    <div className={className}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={`button ${link.className}`}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}
