import { idParamsSchema, privateUserSchema, publicUserSchema } from '@market/shared';
import { forbidden, notFound } from '../../lib/errors.js';
import type { App } from '../../types.js';
import { findUserById, toPrivateUser, toPublicUser } from './service.js';

export async function usersRoutes(app: App) {
  // The full record, KYC fields included: only for the user themself or an admin.
  app.get(
    '/api/user/:id',
    { config: { access: 'owner' }, schema: { tags: ['users'], params: idParamsSchema, response: { 200: privateUserSchema } } },
    async (request) => {
      const me = request.user!;
      if (me.id !== request.params.id && !me.isAdmin) throw forbidden();
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound('User not found');
      return toPrivateUser(user);
    },
  );

  app.get(
    '/api/users/:id',
    { config: { access: 'public' }, schema: { tags: ['users'], params: idParamsSchema, response: { 200: publicUserSchema } } },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw notFound('User not found');
      return toPublicUser(user);
    },
  );
}
