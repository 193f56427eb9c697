// Started from the document's head (web/app/ui/intl-warmup-script.tsx) with the page's locale tag and
// time zone. A renderer's first Intl formatter makes Chromium load ICU's locale data: 30 to 130 ms
// on a desktop core, several times that on a slow phone, in the middle of hydration, which formats
// the page's first number. The data is the process's, shared by its threads, so a worker loads it
// beside the page instead and the main thread's first formatter finds it ready.
self.onmessage = (event) => {
  const [localeTag, timeZone] = event.data;
  try {
    new Intl.NumberFormat(localeTag, { minimumFractionDigits: 2 }).format('1.5');
    new Intl.DateTimeFormat(localeTag, { timeZone, timeZoneName: 'short', hour: 'numeric' }).format(0);
  } catch {
    // A tag or zone this browser does not know: the page's own formatters will say so, not this.
  } finally {
    self.close();
  }
};
