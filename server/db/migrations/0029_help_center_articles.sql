-- The help centre's first articles: HostFree's own questions, answered for this codebase. Written once here; admins
-- edit, unpublish or delete them afterwards (Admin → Help articles), and a later release never writes them again.
INSERT INTO "help_articles" ("slug", "title", "category", "markdown", "status", "published_at") VALUES
('why-was-my-site-suspended', 'Why was my site suspended or deactivated?', 'suspensions', btrim($md$
A site goes offline for one of four reasons. Your dashboard shows which one: the site's card says **This hosting account is suspended**, with the reason beside it. In every case **your files are kept**.

## 1. Abuse

Anyone can report a site on the [report abuse](/report-abuse) page. An administrator reviews each report against our [acceptable-use policy](/acceptable-use) and may dismiss it, warn you by e-mail, or suspend the site. If your host has turned on automatic suspension, a site that gets several reports within an hour is suspended until an administrator has looked at them; if they find nothing wrong, the site comes back and you get an e-mail saying so.

You are told by e-mail which site was suspended and why.

## 2. Billing (paid plans)

A paid hosting plan is suspended when its subscription ends: the card payments failed until Stripe stopped retrying, or the plan was cancelled and its paid period is over. Paying again (or buying the plan again) brings it back. While Stripe is still retrying a failed payment, the site stays online.

## 3. Your whole account was suspended

An administrator can suspend a person rather than one site. Then every site of the account is suspended, cloud machines are stopped (not deleted), subscriptions are paused so nothing is charged, and signing in shows **Your account is suspended** with the reason. Lifting the suspension restores all of it.

## 4. The site had no visitors (free sites)

If your host has turned this on, a free site with no visitors for 30 days (the number your host sets) is **deactivated**. You get an e-mail 7 days and again 1 day before, with the date. A deactivated site has a **Reactivate** button on its card in your dashboard: one click brings it back and starts the 30 days again. A site left deactivated is removed after a further period (60 days unless your host changed it), with a last e-mail before. Paid plans are never deactivated for this.

## What to do

- Abuse or account suspension: read [how to appeal a suspension](/help/how-to-appeal-a-suspension).
- Billing: see [how to cancel or restart a plan](/help/how-to-cancel-a-plan-or-your-account).
- Deactivated for no visitors: press **Reactivate** on the site's card.
$md$, E'\n'), 'published', now()),
('how-to-appeal-a-suspension', 'How to appeal a suspension', 'suspensions', btrim($md$
If you think a suspension is a mistake, tell us what you changed or why the report was wrong. An administrator reads every appeal beside the case it is about, with the reports and evidence.

## When you cannot sign in

If your whole account is suspended, signing in shows **Your account is suspended** with the reason. That notice offers **Appeal**: write your message there, with the e-mail address we can answer. You do not need to sign in, and we answer by e-mail with a link to follow the conversation.

## When you can still sign in

If one site was suspended but your account was not, open a support ticket while signed in, choose the category **Abuse appeal** and pick the site it is about.

## What helps an appeal

- Say what was on the site and what you removed or fixed.
- If the report was wrong, say why (for example: the page is your own shop, not an imitation of someone else's).
- Keep to one appeal per suspension: answering in the same conversation keeps everything in one place.

## What happens next

An administrator reviews the appeal. If the suspension is lifted, the site comes back online (it may take a few minutes while the server catches up) and you get an e-mail. If it stays, the answer says why.

Suspensions for unpaid plans are not appealed: paying again brings the site back (see [why was my site suspended](/help/why-was-my-site-suspended)).
$md$, E'\n'), 'published', now()),
('how-to-cancel-a-plan-or-your-account', 'How to cancel a plan, a donation or your account', 'billing', btrim($md$
## A paid hosting plan

1. Sign in and open your **Dashboard**.
2. In your plans, choose **Cancel at period end** and confirm.

The plan keeps working until the end of the period you paid for; nothing more is charged. After that date the site is suspended (your files are kept for a while). Changed your mind before the date? Press **Resume plan** and it renews as before. **Keep my plan** closes the confirmation without cancelling.

## A monthly donation, a VPS or any subscription, without signing in

Open [billing](/billing), type the e-mail address you paid with and press **Send me a link**: we e-mail you a link. The link lists every subscription paid with that address, each with **Cancel at period end** (and **Resume** while the period lasts). The link works for a limited time; ask for a new one whenever you need it.

## Your whole account

Sign in, open **Settings**, and under **Your data** choose **Delete my account**. This erases your account and what we store about you. Download a copy first with **Download my data** if you want one. Cancel paid plans first if you do not want them to run to the end of their period.
$md$, E'\n'), 'published', now()),
('how-to-point-a-domain', 'How to point a domain at your site', 'hosting', btrim($md$
## Free sites

A free site lives at a subdomain of this service (the name you chose when you signed up). There is nothing to point: it works as soon as the account is ready.

## Paid hosting with a new domain

When you buy paid hosting you choose a domain on the [paid hosting](/paid-hosting) page, which shows the extensions each plan offers (the Premium plan has the most, such as .com). We register that domain for you and point it at your hosting server. Until that is done your order shows as pending; you do not need to change any settings yourself.

Once the site is live, **Manage site** on its card in your dashboard has the domain's DNS records (a paid plan on its own domain) and, under HTTPS, says whether the certificate covers the domain. If the domain points somewhere else, it shows the **A record** to set and the address to set it to; after changing it, press **Check again**.

## A domain you already own

Domains registered elsewhere are not sold or transferred here. If your plan's cPanel lets you add domains:

1. In cPanel, open **Domains** and add your domain to your account.
2. In cPanel's **General Information**, note the server's **Shared IP Address**.
3. At the company where you registered the domain, open its DNS settings and set an **A record** for the domain (and one for `www`) to that address. Remove other A records for the same names.
4. Wait. DNS changes usually show within an hour, sometimes up to 48 hours.

If cPanel does not let you add a domain, your plan does not include it.
$md$, E'\n'), 'published', now()),
('how-to-use-your-recovery-phrase', 'How to use your recovery phrase', 'account', btrim($md$
An anonymous account has no e-mail address to reset a password with. Its **recovery phrase** is the way back in: when you signed up you were shown a username, a password and a recovery phrase, with a button to **Download recovery phrase** as a file. Keep that file somewhere safe and private: anyone with the phrase can take over the account.

## Getting back in

1. Open [sign in](/auth) and choose the **Recover** tab.
2. Paste your recovery phrase and press **Recover Account**.
3. You are shown your username, a **new password** and a **new recovery phrase**. Save both before you close the page: they are shown only once.
4. Sign in with the new password.

## What recovery changes

- The old phrase stops working: each phrase works once.
- Your password is replaced and every device that was signed in is signed out.
- If the account has an e-mail address, we e-mail you that the phrase was used. If that was not you, someone else had your phrase: contact support from that address at once.

A wrong phrase is refused, and each network address can try only a few times an hour.

## Lost the phrase too?

Without the password and the phrase, an anonymous account cannot be proved to be yours, so it cannot be handed back. If you added an e-mail address to the account, contact support from that address.
$md$, E'\n'), 'published', now());
