import { Link } from '@web/ui/link';
import { BookOpen } from 'lucide-react';
import type { SessionStep as Step } from '@contracts/workflows';
import { workflowsT } from './i18n/workflows-t';
import { Badge } from '@web/ui/badge';

/** One content item of a session: its text and a way to the library (the session's player plays it). */
export function SessionStep({ step }: { step: Step }) {
  return (
    <article
      aria-labelledby="session-step-title"
      data-testid="session-step"
      className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        {step.category ? <Badge variant="outline">{step.category}</Badge> : null}
        {step.durationMinutes > 0 ? (
          <Badge variant="secondary">
            {workflowsT('workflows.session.duration', { minutes: step.durationMinutes })}
          </Badge>
        ) : null}
      </div>
      <h2 id="session-step-title" className="text-xl font-semibold">
        {step.title}
      </h2>
      {step.description ? (
        <p className="leading-relaxed whitespace-pre-line">{step.description}</p>
      ) : null}
      {step.text ? (
        <p className="leading-relaxed whitespace-pre-line text-muted-foreground">{step.text}</p>
      ) : null}
      <Link
        to={`/content/${step.id}`}
        className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <BookOpen aria-hidden="true" className="size-4" />
        {workflowsT('workflows.session.openInLibrary')}
      </Link>
    </article>
  );
}
