import { HeartHandshake } from 'lucide-react';

/**
 * 000 §2 donation banner. It carries the 'donate' anchor, so the navigation bar's Donate link lands here for
 * signed-in members. Online donations arrive with payments: until then it explains, and asks for nothing.
 */
export function DonationBanner() {
  return (
    <section id="donate" aria-labelledby="donation-banner-title" className="flex scroll-mt-24 items-start gap-3 rounded-xl border border-rose-200 bg-gradient-to-r from-rose-50 to-amber-50 p-4 sm:items-center sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-700"><HeartHandshake className="size-5" aria-hidden="true" /></span>
      <div className="grid gap-0.5">
        <h2 id="donation-banner-title" className="font-semibold text-slate-900">Free hosting, funded by people like you</h2>
        <p className="text-sm text-slate-700">HostFree is a non-profit with no ads. Monthly donations with hosting and VPS gifts open here as soon as card payments are available.</p>
      </div>
    </section>
  );
}
