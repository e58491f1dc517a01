import { Card } from './card';
import { Spinner } from './spinner';

/** A centred card with a spinner and one line saying what is loading (a live status for screen readers). */
export function PageLoading({ message }: { message: string }) {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center p-6">
      <Card className="flex items-center gap-3 px-6 py-5" role="status" aria-live="polite">
        <Spinner className="size-5 text-primary" />
        <p className="text-sm font-medium">{message}</p>
      </Card>
    </div>
  );
}
