// Runs before first paint (a blocking classic script) so a dark-theme reader never sees a light flash.
// Mirrors src/web/lib/theme.ts: key "psalmlight.theme", values light | dark | system.
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
