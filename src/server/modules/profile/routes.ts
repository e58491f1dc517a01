import { deleteCookie } from 'hono/cookie';
import { z } from '@hono/zod-openapi';
import {
  avatarMaxBytes,
  avatarTooLarge,
  deleteAccountInput,
  exportsPerMinute,
  profile,
  profileUpdate,
} from '@contracts/profile';
import { accountKey, type PasswordAttempts } from '@server/auth/password-attempts';
import { payloadTooLarge } from '@server/http/app-error';
import { memberRateLimit } from '@server/http/member-rate-limit';
import type { LimitWindows } from '@server/http/limit-windows';
import { createRouter, defineRoute, json, jsonBody } from '@server/http/route';
import { removeAvatar, uploadAvatar } from './avatar';
import { deleteAccount, type DeleteAccountDeps } from './delete-account';
import { streamExport } from './export';
import type { ExportDeps } from './export-parts';
import { getProfile, updateProfile } from './service';

const read = defineRoute('user', {
  method: 'get',
  path: '/profile',
  summary: 'Your profile and app preferences (email read-only)',
  responses: { 200: json(profile, 'The profile') },
});

const update = defineRoute('user', {
  method: 'patch',
  path: '/profile',
  summary: 'Change your name or app preferences; the fields sent change',
  request: jsonBody(profileUpdate),
  responses: { 200: json(profile, 'Saved') },
});

const avatarBody = z.string().openapi({ type: 'string', format: 'binary' });

const putAvatar = defineRoute('user', {
  method: 'put',
  path: '/profile/avatar',
  summary:
    'Upload your picture: the request body is the image (PNG, JPEG, WebP or GIF, at most 2 MB)',
  request: {
    body: {
      content: {
        'image/png': { schema: avatarBody },
        'image/jpeg': { schema: avatarBody },
        'image/webp': { schema: avatarBody },
        'image/gif': { schema: avatarBody },
      },
      required: true,
    },
  },
  responses: {
    200: json(profile, 'The profile with its new picture'),
    413: { description: 'Larger than 2 MB' },
  },
});

const deleteAvatar = defineRoute('user', {
  method: 'delete',
  path: '/profile/avatar',
  summary: 'Remove your picture',
  responses: { 200: json(profile, 'The profile without a picture') },
});

const exportData = defineRoute('user', {
  method: 'get',
  path: '/profile/export',
  summary:
    'Download My Data: every row you own, as one JSON file (streamed; 3 a minute per member)',
  responses: {
    200: { description: 'The file (Content-Disposition: attachment)' },
    429: { description: 'Too many exports; Retry-After says when to try again' },
  },
});

const remove = defineRoute('user', {
  method: 'delete',
  path: '/profile',
  summary:
    'Delete your account and everything in it; your password confirms (a password check: limited per address and paused per account with sign-in)',
  request: jsonBody(deleteAccountInput),
  responses: {
    204: { description: 'Deleted; every session has ended' },
    429: { description: 'Too many password checks; Retry-After says when to try again' },
  },
});

type ProfileDeps = DeleteAccountDeps &
  ExportDeps & { passwordAttempts: PasswordAttempts; limitWindows?: LimitWindows };

export function createProfileRoutes(deps: ProfileDeps) {
  const { db } = deps;
  const exportLimit = memberRateLimit({
    name: 'export',
    limit: exportsPerMinute,
    windowMs: 60_000,
    windows: deps.limitWindows,
  });
  return createRouter()
    .openapi(read, async (c) => c.json(await getProfile(db, c.get('viewer')), 200))
    .openapi(update, async (c) => {
      const viewer = c.get('viewer');
      const saved = await updateProfile(db, viewer, c.req.valid('json'));
      // The name (and zone) of who is signed in changed: every instance forgets the old ones.
      await deps.bus.signalAccessChanged({ userId: viewer.id }).catch((err: unknown) => {
        deps.logger.warn({ err }, 'could not signal a profile change');
      });
      return c.json(saved, 200);
    })
    .openapi(putAvatar, async (c) => {
      const declared = Number(c.req.header('content-length') ?? 0);
      if (declared > avatarMaxBytes) throw payloadTooLarge(avatarTooLarge);
      const data = new Uint8Array(await c.req.arrayBuffer());
      await uploadAvatar(deps, c.get('viewer'), data);
      return c.json(await getProfile(db, c.get('viewer')), 200);
    })
    .openapi(deleteAvatar, async (c) => {
      await removeAvatar(deps, c.get('viewer'));
      return c.json(await getProfile(db, c.get('viewer')), 200);
    })
    .openapi(exportData, async (c) => {
      await exportLimit(c, c.get('viewer').id);
      return streamExport(c, deps, c.get('viewer'));
    })
    .openapi(remove, async (c) => {
      const viewer = c.get('viewer');
      // A password check: a wrong password (thrown as invalid_password) counts towards the
      // account's pause, shared with sign-in; deleting clears the count.
      await deps.passwordAttempts.check(
        c,
        accountKey(viewer.email),
        () => deleteAccount(deps, viewer, c.req.valid('json')),
        () => 'right',
      );
      // The session row is gone already; the browser forgets its cookie too.
      for (const name of ['psalmlight.session_token', 'psalmlight.session_data'])
        deleteCookie(c, name, { path: '/' });
      return c.body(null, 204);
    });
}
