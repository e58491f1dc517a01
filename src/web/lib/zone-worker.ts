// Reads the device's IANA time zone off the page's main thread: the first question to Intl loads its
// zone data, a long task on a phone (decision 145). The answer is the same as the page's own.
postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone || null);
