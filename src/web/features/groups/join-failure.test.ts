import { afterEach, describe, expect, test } from 'vitest';
import { inviteExpired, inviteNotValid, removedFromGroup, tooManyGroups } from '@contracts/groups';
import { ApiError, toApiError } from '@web/lib/api-error';
import { switchLocale } from '@web/lib/i18n/translate';
import { joinFailure } from './join-failure';

const answer = (status: number, code: string, message: string) =>
  toApiError(status, { error: { code, message } }, 'Unexpected');

describe('why an invite link did not let the reader in', () => {
  afterEach(() => switchLocale('en'));

  test('in English, each of the server’s refusals is said as the server says it', () => {
    expect(joinFailure(answer(404, 'not_found', inviteNotValid))).toBe(inviteNotValid);
    expect(joinFailure(answer(404, 'not_found', inviteExpired))).toBe(inviteExpired);
    expect(joinFailure(answer(403, 'forbidden', removedFromGroup))).toBe(removedFromGroup);
    expect(joinFailure(answer(409, 'conflict', tooManyGroups(20)))).toBe(tooManyGroups(20));
  });

  test('in Portuguese, the refusal is said in Portuguese', async () => {
    await switchLocale('pt');
    expect(joinFailure(answer(403, 'forbidden', removedFromGroup))).toMatch(/removeu/);
    expect(joinFailure(answer(404, 'not_found', inviteExpired))).toMatch(/expirou/);
  });

  test('no answer at all says the connection failed; anything else asks to try again', () => {
    expect(joinFailure(new ApiError(0, 'network', 'No connection'))).toBe('No connection');
    expect(joinFailure(new Error('boom'))).toBe(
      'The group could not be joined. Try the link again.',
    );
  });
});
