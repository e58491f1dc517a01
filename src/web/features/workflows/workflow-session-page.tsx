import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Link } from '@web/ui/link';
import { ArrowLeft, ArrowRight, CheckCircle2, SearchX } from 'lucide-react';
import type { WorkflowSessionDetail } from '@contracts/workflows';
import { isApiError } from '@web/lib/api-error';
import { formatLongDate } from '@web/lib/format-date';
import { workflowsT } from './i18n/workflows-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { EmptyState } from '@web/ui/empty-state';
import { PageHeader } from '@web/ui/page-header';
import { PageLoading } from '@web/ui/page-loading';
import { Progress } from '@web/ui/progress';
import { Textarea } from '@web/ui/textarea';
import { DownloadButton } from '@web/features/downloads';
import { GuidedSessionPlayer } from './guided-session-player';
import { SessionStep } from './session-step';
import { useCompleteSession } from './use-complete-session';
import { useSessionProgress } from './use-session-progress';
import { categoryLabel, typeLabel } from './workflow-labels';
import { workflowQueries } from './workflows-queries';

const backLink = (
  <Button asChild variant="ghost" size="sm" className="mb-2 -ml-2">
    <Link to="/workflows">
      <ArrowLeft aria-hidden="true" />
      {workflowsT('workflows.session.back')}
    </Link>
  </Button>
);

/** A workflow session (001 §4): its content items in order, progress per step, completion. */
export function WorkflowSessionPage() {
  const { id = '' } = useParams();
  const session = useQuery(workflowQueries.session(id));

  if (session.isPending) return <PageLoading message={workflowsT('workflows.session.loading')} />;
  if (session.isError) {
    const missing = isApiError(session.error) && session.error.status === 404;
    return (
      <>
        {backLink}
        <EmptyState
          icon={SearchX}
          headingLevel={1}
          title={workflowsT(missing ? 'workflows.session.notFound' : 'workflows.toast.loadFailed')}
          description={missing ? workflowsT('workflows.session.notFoundDescription') : undefined}
          action={
            missing ? null : (
              <Button variant="outline" onClick={() => void session.refetch()}>
                {workflowsT('workflows.retry')}
              </Button>
            )
          }
        />
      </>
    );
  }
  return <SessionWalkthrough key={session.data.id} session={session.data} />;
}

function SessionWalkthrough({ session }: { session: WorkflowSessionDetail }) {
  const total = session.steps.length;
  // The step on screen; `total` is the closing panel (notes and Complete).
  const [index, setIndex] = useState(Math.min(session.stepsDone, total));
  const [notes, setNotes] = useState('');
  const notesId = useId();
  const progress = useSessionProgress(session.id);
  const complete = useCompleteSession(session.id);
  const navigate = useNavigate();
  const { workflow } = session;
  const step = session.steps[index];

  const next = async () => {
    const done = index + 1;
    try {
      if (done > session.stepsDone) await progress.mutateAsync(done);
      setIndex(done);
    } catch (error) {
      notifyError(
        workflowsT('workflows.toast.progressFailed'),
        error,
        workflowsT('workflows.toast.progressFailed'),
      );
    }
  };

  const finish = async () => {
    try {
      await complete.mutateAsync(notes);
      notifySuccess(workflowsT('workflows.toast.completed'));
      await navigate('/workflows');
    } catch (error) {
      notifyError(
        workflowsT('workflows.toast.completeFailed'),
        error,
        workflowsT('workflows.toast.completeFailed'),
      );
    }
  };

  return (
    <div className="max-w-3xl">
      {backLink}
      <PageHeader title={workflow.title} description={workflow.description ?? undefined} />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Badge>{categoryLabel(workflow.category)}</Badge>
        <Badge variant="outline">{typeLabel(workflow.workflowType)}</Badge>
        <Badge variant="secondary">
          {workflowsT('workflows.session.duration', { minutes: workflow.durationMinutes })}
        </Badge>
      </div>
      <DownloadButton
        kind="workflow"
        id={workflow.id}
        title={workflow.title}
        sessionId={session.id}
        className="mb-6"
      />
      <div className="mb-6 grid gap-1.5">
        <p className="text-sm font-medium" data-testid="session-step-count">
          {session.completedAt || index >= total
            ? workflowsT('workflows.session.allStepsDone')
            : workflowsT('workflows.session.step', { done: index + 1, total })}
        </p>
        <Progress
          value={session.completionPercentage}
          aria-label={workflowsT('workflows.session.progressLabel')}
        />
      </div>

      {session.completedAt ? (
        <section className="grid justify-items-start gap-3 rounded-xl border bg-card p-6 shadow-sm">
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <CheckCircle2 aria-hidden="true" className="size-6 text-primary" />
            {workflowsT('workflows.session.completedHeading')}
          </h2>
          <p className="text-muted-foreground">
            {workflowsT('workflows.session.completedDescription', {
              date: formatLongDate(session.completedAt),
            })}
          </p>
          {session.notes ? <p className="whitespace-pre-line">{session.notes}</p> : null}
          <Button asChild>
            <Link to="/workflows">{workflowsT('workflows.session.back')}</Link>
          </Button>
        </section>
      ) : (
        <>
          {workflow.isActive ? null : (
            <p className="mb-4 rounded-lg border bg-muted p-3 text-sm">
              {workflowsT('workflows.session.paused')}
            </p>
          )}
          <GuidedSessionPlayer
            session={session}
            step={index}
            onStep={(at) => setIndex(Math.min(at, total))}
          />
          {step ? (
            <SessionStep step={step} />
          ) : (
            <section
              aria-labelledby="session-finish-heading"
              className="grid gap-4 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
            >
              <h2 id="session-finish-heading" className="text-xl font-semibold">
                {workflowsT('workflows.session.finishHeading')}
              </h2>
              {total === 0 ? (
                <p className="text-muted-foreground">{workflowsT('workflows.session.noSteps')}</p>
              ) : null}
              <div className="grid gap-1.5">
                <label htmlFor={notesId} className="text-sm font-medium">
                  {workflowsT('workflows.session.notes')}
                </label>
                <Textarea
                  id={notesId}
                  rows={4}
                  maxLength={2000}
                  placeholder={workflowsT('workflows.session.notesHint')}
                  value={notes}
                  onChange={(event) => setNotes(event.target.value)}
                />
              </div>
            </section>
          )}
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            <Button
              variant="outline"
              disabled={index === 0 || progress.isPending || complete.isPending}
              onClick={() => setIndex(index - 1)}
            >
              <ArrowLeft aria-hidden="true" />
              {workflowsT('workflows.session.previous')}
            </Button>
            {step ? (
              <Button loading={progress.isPending} onClick={() => void next()}>
                {progress.isPending
                  ? workflowsT('workflows.session.saving')
                  : workflowsT('workflows.session.next')}
                {progress.isPending ? null : <ArrowRight aria-hidden="true" />}
              </Button>
            ) : (
              <Button loading={complete.isPending} onClick={() => void finish()}>
                {complete.isPending
                  ? workflowsT('workflows.session.completing')
                  : workflowsT('workflows.session.complete')}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
