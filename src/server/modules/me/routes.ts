import { me } from '@contracts/me';
import { createRouter, defineRoute, json } from '@server/http/route';

const getMe = defineRoute('user', {
  method: 'get',
  path: '/me',
  summary: 'The signed-in user, staff role and permission keys',
  responses: { 200: json(me, 'The current user') },
});

export function createMeRoutes() {
  return createRouter().openapi(getMe, (c) => {
    const viewer = c.get('viewer');
    return c.json(
      {
        user: {
          id: viewer.id,
          email: viewer.email,
          name: viewer.name,
          firstName: viewer.firstName,
          lastName: viewer.lastName,
          emailVerified: viewer.emailVerified,
        },
        role: viewer.role,
        isAdmin: viewer.role !== null,
        permissions: viewer.permissions,
        isPremium: viewer.isPremium,
        timezone: viewer.timezone,
        language: viewer.language,
      },
      200,
    );
  });
}
