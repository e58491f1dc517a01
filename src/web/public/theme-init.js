// Runs before first paint (a blocking classic script) so a dark-theme reader never sees a light flash.
// Mirrors src/web/lib/theme.ts: key "psalmlight.theme", values light | dark | system.
// Also, once per browser, tells the server its time zone (the psalmlight.tz page cookie, as
// src/web/lib/page-cookies.ts writes it): a new member's first page (the sign-in page) says it, so
// the first page drawn for them after signing in is already in their zone and need not be asked
// again (decision 162). The app keeps it up to date afterwards.
(function () {
  try {
    const stored = window.localStorage.getItem('psalmlight.theme');
    const dark =
      stored === 'dark' ||
      (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage unavailable: the bundle applies the system theme when it starts.
  }
})();
(function () {
  try {
    if (/(^|; )psalmlight\.tz=/.test(document.cookie)) return;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone)
      document.cookie =
        'psalmlight.tz=' + encodeURIComponent(zone) + '; path=/; max-age=31536000; samesite=lax';
  } catch {
    // No zone to tell: pages are drawn in the account's zone, as before.
  }
})();
