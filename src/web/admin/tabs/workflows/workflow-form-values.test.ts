import { describe, expect, it } from 'vitest';
import { stepPauseRangeMessage } from '@contracts/workflows';
import { checkWorkflowValues, emptyWorkflowValues } from './workflow-form-values';

describe('the workflow form rules', () => {
  it('needs a non-blank title', () => {
    expect(checkWorkflowValues({ ...emptyWorkflowValues, title: '  ' })).toEqual({
      ok: false,
      fields: { title: 'Title is required' },
    });
  });

  it('falls back to 15 minutes for an empty duration and refuses one out of 5-120', () => {
    const empty = checkWorkflowValues({ ...emptyWorkflowValues, title: 'A', durationMinutes: '' });
    expect(empty.ok && empty.input.durationMinutes).toBe(15);
    expect(
      checkWorkflowValues({ ...emptyWorkflowValues, title: 'A', durationMinutes: '121' }),
    ).toEqual({
      ok: false,
      fields: { durationMinutes: 'Duration must be between 5 and 120 minutes' },
    });
  });

  it('asks a weekly workflow for days and refuses days on another type', () => {
    expect(
      checkWorkflowValues({ ...emptyWorkflowValues, title: 'A', workflowType: 'weekly' }),
    ).toEqual({
      ok: false,
      fields: { frequencyDays: 'Choose at least one day for a weekly workflow' },
    });
    expect(
      checkWorkflowValues({ ...emptyWorkflowValues, title: 'A', frequencyDays: ['monday'] }),
    ).toEqual({
      ok: false,
      fields: { frequencyDays: 'Days can be chosen only for a weekly workflow' },
    });
  });

  it('sends the pause between steps as a number of seconds, 5 when empty, and refuses one out of 0-60', () => {
    const pause = (stepPauseSeconds: string) =>
      checkWorkflowValues({ ...emptyWorkflowValues, title: 'A', stepPauseSeconds });
    const sent = (stepPauseSeconds: string) => {
      const checked = pause(stepPauseSeconds);
      return checked.ok ? checked.input.stepPauseSeconds : checked.fields;
    };
    expect(sent(emptyWorkflowValues.stepPauseSeconds)).toBe(5);
    expect(sent(' ')).toBe(5);
    expect(sent('0')).toBe(0);
    expect(sent('60')).toBe(60);
    for (const typed of ['-1', '61', '2.5', 'abc'])
      expect(pause(typed)).toEqual({
        ok: false,
        fields: { stepPauseSeconds: stepPauseRangeMessage },
      });
  });
});
