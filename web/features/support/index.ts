// The support desk's screens for customers and guests: the public request form and the mailed thread, and the
// signed-in list, form and ticket. The help center's suggestions are composed in by app/routes/support.tsx.
export { GuestTicketPage } from './components/guest-ticket-page';
export { MyTicketsPage } from './components/my-tickets-page';
export { NewTicketForm } from './components/new-ticket-form';
export { ThreadPage } from './components/thread-page';
export { TicketPage } from './components/ticket-page';
