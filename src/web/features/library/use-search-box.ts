import { useCallback, useEffect, useRef, useState } from 'react';

const searchDelayMs = 300;

/**
 * The library's search box: what is typed is written to the address once typing pauses. The
 * pending write is a timer, not a debounced value, so clearing the filters cancels it: typing the
 * same words again straight after a clear must still reach the address (a debounced value that
 * never changed would not fire, and the list would stay unsearched).
 */
export function useSearchBox(addressQ: string, commit: (q: string) => void) {
  const [text, setText] = useState(addressQ);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(pending.current), []);
  useEffect(() => cancel, [cancel]);
  // The write runs with the newest filters: react-router's setter merges into the params of the
  // render it came from, so a timer holding an older one would undo a category chosen meanwhile.
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  }, [commit]);

  // The address changed by other means (Back, a link): the box follows unless it already says so.
  const [seenQ, setSeenQ] = useState(addressQ);
  if (addressQ !== seenQ) {
    setSeenQ(addressQ);
    if (addressQ !== text.trim()) setText(addressQ);
  }

  const change = useCallback(
    (value: string) => {
      setText(value);
      cancel();
      pending.current = setTimeout(() => latestCommit.current(value.trim()), searchDelayMs);
    },
    [cancel],
  );
  const reset = useCallback(() => {
    cancel();
    setText('');
  }, [cancel]);
  return { text, change, reset };
}
