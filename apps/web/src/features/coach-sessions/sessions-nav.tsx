import { NavLink } from 'react-router';

export const AGENDA_PATH = '/coach/sessions';
export const AVAILABILITY_PAGE = '/coach/sessions/availability';
export const TYPES_PAGE = '/coach/sessions/types';

const LINKS = [
  { to: AGENDA_PATH, label: 'Agenda' },
  { to: AVAILABILITY_PAGE, label: 'Availability' },
  { to: TYPES_PAGE, label: 'Session types' },
] as const;

/** The three pages of the coach's sessions (issue 20), one a click from the others. */
export function SessionsNav() {
  return (
    <nav className="cs-nav" aria-label="Sessions pages">
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}><NavLink end to={link.to} className="cs-nav__link">{link.label}</NavLink></li>
        ))}
      </ul>
    </nav>
  );
}
