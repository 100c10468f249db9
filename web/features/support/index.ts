export { GuestTicketPage } from './components/guest-ticket-page';
export { ThreadPage } from './components/thread-page';
