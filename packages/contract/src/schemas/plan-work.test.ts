import { describe, expect, it } from 'vitest';
import { actionStepStageMessage, commitmentStageMessage, stepStatusOf, StepStatusBody, taskStatusOf, TaskDeadlineBody } from './plan-work.ts';

// spec §4: action steps 0 / 2 / other, commitments 0 / 1 / other, and the texts the page toasts.
describe('plan-work statuses and messages', () => {
  it('maps a status as sent to the stored one and the §4 text', () => {
    expect([0, 1, 2, 3, 9].map(stepStatusOf)).toEqual([0, 3, 2, 3, 3]);
    expect([0, 1, 2, 3, 9].map(taskStatusOf)).toEqual([0, 1, 2, 2, 2]);
    expect(actionStepStageMessage(0)).toBe('Action Step is now in to do stage');
    expect(actionStepStageMessage(2)).toBe('Action Step is now in in progress stage');
    expect(actionStepStageMessage(1)).toBe('Action Step is now in completed stage');
    expect(commitmentStageMessage(0)).toBe('Commitment is now in to do stage');
    expect(commitmentStageMessage(1)).toBe('Commitment is now in progress stage');
    expect(commitmentStageMessage(7)).toBe('Commitment is now in completed stage');
  });

  it('takes a small whole status or its digit, nothing else', () => {
    expect(StepStatusBody.parse({ id: '4', status: '2' })).toEqual({ id: 4, status: 2 });
    for (const status of [-1, 10, 1.5, '2a', '', null, true, [2]]) expect(StepStatusBody.safeParse({ id: 1, status }).success, String(status)).toBe(false);
  });

  it('takes a deadline only as an instant with its offset', () => {
    expect(TaskDeadlineBody.safeParse({ id: 1, deadline: '2099-01-01T10:00:00+02:00' }).success).toBe(true);
    for (const deadline of ['2099-01-01', '2099-01-01T10:00:00', 'soon', 4102444800000, '2150-01-01T00:00:00Z']) {
      expect(TaskDeadlineBody.safeParse({ id: 1, deadline }).success, String(deadline)).toBe(false);
    }
  });
});
