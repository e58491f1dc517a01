import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WorkflowSessionDetail } from '@contracts/workflows';
import { api, call } from '@web/lib/api-client';
import { workflowsT } from './i18n/workflows-t';
import { notifyError, notifySuccess } from '@web/lib/toasts';
import type { PlayerQueue } from '@web/features/listening';
import { announcePushPromptMoment } from '@web/features/push';
import { refreshWorkflows, workflowKeys } from './workflows-queries';

/** A text-only step read aloud by the voice provider, once per version of its text (decision 064). */
async function narrationOf(sessionId: string, contentId: string): Promise<string> {
  const answer = await call(
    api['workflow-sessions'][':id'].steps[':contentId'].narration.$post({
      param: { id: sessionId, contentId },
    }),
  );
  return answer.audioUrl;
}

/**
 * A session as the player's queue (decision 064): each step's audio, or its narration, with the
 * workflow's silence between steps. Each step heard records the steps done; the last one completes
 * the session by the usual rules. The callbacks use no page state, so they still work when the
 * member has moved to another page while the session plays.
 */
export function useGuidedSession(session: WorkflowSessionDetail): PlayerQueue {
  const queryClient = useQueryClient();
  const { id, steps, workflow } = session;
  return useMemo(() => {
    const keep = (next: WorkflowSessionDetail) =>
      queryClient.setQueryData(workflowKeys.session(id), next);
    /** Records the steps done; false (with a toast) when that failed. */
    const saveSteps = async (stepsDone: number) => {
      try {
        keep(
          await call(
            api['workflow-sessions'][':id'].progress.$put({ param: { id }, json: { stepsDone } }),
          ),
        );
        return true;
      } catch (error) {
        notifyError(
          workflowsT('workflows.toast.progressFailed'),
          error,
          workflowsT('workflows.toast.progressFailed'),
        );
        return false;
      }
    };
    const completeAll = async () => {
      try {
        keep(
          await call(
            api['workflow-sessions'][':id'].complete.$post({
              param: { id },
              json: { notes: null },
            }),
          ),
        );
        notifySuccess(workflowsT('workflows.toast.completed'));
        announcePushPromptMoment();
        await refreshWorkflows(queryClient);
      } catch (error) {
        notifyError(
          workflowsT('workflows.toast.completeFailed'),
          error,
          workflowsT('workflows.toast.completeFailed'),
        );
      }
    };
    return {
      key: `session:${id}`,
      label: workflow.title,
      pauseSeconds: workflow.stepPauseSeconds,
      ambient: true,
      tracks: steps.map((step) => ({
        contentId: step.id,
        title: step.title,
        href: `/workflows/sessions/${id}`,
        src: step.audioUrl ?? (() => narrationOf(id, step.id)),
      })),
      onTrackDone: (index) => void saveSteps(index + 1),
      onFinished: () =>
        void saveSteps(steps.length).then((saved) => (saved ? completeAll() : undefined)),
    };
  }, [queryClient, id, steps, workflow.title, workflow.stepPauseSeconds]);
}
