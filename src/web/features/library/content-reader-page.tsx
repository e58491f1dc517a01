import { useLocation, useParams } from 'react-router';
import { Link } from '@web/ui/link';
import { ArrowLeft } from 'lucide-react';
import { libraryT } from './i18n/library-t';
import { ContentReader } from './content-reader';
import { useScrollToTop } from './use-scroll-to-top';

/** Where the reader's back link leads: the library as the member left it. */
function libraryHref(state: unknown) {
  const search =
    typeof state === 'object' && state !== null && 'librarySearch' in state
      ? state.librarySearch
      : undefined;
  return typeof search === 'string' && search ? `/library?${search}` : '/library';
}

/**
 * /content/{id} (docs/decisions/134): one prayer, meditation, study or daily psalm with
 * its text and, when it has one, its recording.
 */
export function ContentReaderPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  useScrollToTop(id);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <Link
        to={libraryHref(location.state)}
        className="inline-flex items-center gap-1.5 justify-self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {libraryT('reader.back')}
      </Link>
      <ContentReader key={id} id={id} />
    </div>
  );
}
