import { z } from 'zod';
import { email, signInInput, signUpInput } from '@contracts/auth';
import type { JsonSchema, Operation } from '../support/openapi-operations';

// /api/auth is better-auth's, behind our validation (src/server/auth/routes.ts), and not in the
// OpenAPI document: the endpoints worth attacking are described here from the shared schemas, as
// the app's own forms send them, and fuzzed as anonymous.

const schemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const jsonOperation = (path: string, schema: z.ZodType): Operation => ({
  method: 'POST',
  path,
  permission: 'public',
  parameters: [],
  body: { required: true, content: { 'application/json': schemaOf(schema) } },
});

export const authOperations: Operation[] = [
  jsonOperation(
    '/api/auth/sign-in/email',
    signInInput.extend({ rememberMe: z.boolean().optional(), callbackURL: z.string().optional() }),
  ),
  jsonOperation(
    '/api/auth/sign-up/email',
    signUpInput.safeExtend({
      name: z.string().max(201).optional(),
      callbackURL: z.string().optional(),
    }),
  ),
  jsonOperation(
    '/api/auth/request-password-reset',
    z.object({ email, redirectTo: z.string().max(2000).optional() }),
  ),
];
