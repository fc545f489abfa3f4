import { Faq } from './faq.tsx';
import { TicketForm } from './ticket-form.tsx';
import { TicketList } from './ticket-list.tsx';
import './help.css';

/** /help: help content and support tickets (spec §2). */
export default function HelpPage() {
  return (
    <section className="page stack" aria-labelledby="help-title">
      <h1 id="help-title" className="page__title">Help</h1>
      <Faq />
      <TicketForm />
      <TicketList />
    </section>
  );
}
