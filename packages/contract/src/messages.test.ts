import { describe, expect, it } from 'vitest';
import { actionStepStage, commitmentStage, MESSAGES, otpResendWait, taskAssigned, teamMemberAdded, themeLoadFailed } from './messages.ts';

describe('user-facing texts (spec §8: the wording is part of the contract)', () => {
  it('keep the exact spec wording', () => {
    expect(MESSAGES.errorReported).toBe('The Error has been reported to the support team');
    expect(MESSAGES.ticketSubmitted).toBe('Ticket submitted, we will get back to you soon.');
    expect(MESSAGES.profileUpdated).toBe('Profile updated successfully');
    expect(MESSAGES.profilePictureChanged).toBe('Profile picture changed successfully');
    expect(MESSAGES.serverError).toBe('Ooops, something went wrong!.');
  });

  it('fill in their parameters', () => {
    expect(teamMemberAdded('Ada', 'Lovelace')).toBe('Ada Lovelace has been successfully added to your team');
    expect(taskAssigned('Ada', 'Lovelace')).toBe('Ada Lovelace has been assigned the task');
    expect(actionStepStage('in progress')).toBe('Action Step is now in in progress stage');
    expect(commitmentStage('progress')).toBe('Commitment is now in progress stage');
    expect(themeLoadFailed(226)).toBe('Failed to load theme file for tenant ID: 226');
    expect(otpResendWait(42)).toBe('Please wait 42 seconds before requesting a new code.');
  });
});
