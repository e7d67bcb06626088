import {
  errorSchema,
  idParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
  notificationReadSchema,
  unsubscribeAnswerSchema,
  unsubscribeQuerySchema,
} from '@market/shared';
import { perAddress } from '../../lib/limits.js';
import { storedTextIn } from '../../plugins/language.js';
import type { App } from '../../types.js';
import { getPreferences, listNotifications, markAllRead, markRead, setPreferences, unreadCount } from './service.js';
import { unsubscribe } from './unsubscribe.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The notification centre (one's own, signed in) and the e-mail's unsubscribe link (no sign-in). */
export async function notificationsRoutes(app: App) {
  app.get(
    '/api/notifications',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['notifications'], summary: "The caller's notifications, newest first, with the unread count", querystring: notificationListQuerySchema, response: { 200: notificationListSchema, ...errors } },
    },
    async (request) => {
      const list = await listNotifications(app.db, request.user!.id, request.query);
      // A notice is stored in the language its recipient read when it was made; one made before they
      // switched is shown in the language they read now (its texts come from the catalogue's templates).
      const inLanguage = (text: string) => storedTextIn(text, request.language);
      return { ...list, notifications: list.notifications.map((n) => ({ ...n, title: inLanguage(n.title), body: inLanguage(n.body) })) };
    },
  );

  app.get(
    '/api/notifications/unread-count',
    { config: { access: 'signedIn' }, schema: { tags: ['notifications'], summary: "The caller's unread count (the bell)", response: { 200: notificationReadSchema, ...errors } } },
    async (request) => ({ unread: await unreadCount(app.db, request.user!.id) }),
  );

  app.put(
    '/api/notifications/read-all',
    { config: { access: 'signedIn' }, schema: { tags: ['notifications'], summary: 'Marks every notification of the caller read', response: { 200: notificationReadSchema, ...errors } } },
    async (request) => markAllRead(app.db, request.user!.id),
  );

  app.put(
    '/api/notifications/:id/read',
    { config: { access: 'signedIn' }, schema: { tags: ['notifications'], summary: 'Marks one of the caller’s notifications read', params: idParamsSchema, response: { 200: notificationReadSchema, ...errors } } },
    async (request) => markRead(app.db, request.user!.id, request.params.id),
  );

  app.get(
    '/api/notifications/preferences',
    { config: { access: 'signedIn' }, schema: { tags: ['notifications'], summary: 'E-mail on or off per kind', response: { 200: notificationPreferencesSchema, ...errors } } },
    async (request) => getPreferences(app.db, request.user!.id),
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['notifications'], summary: 'Turns e-mail kinds on or off (security mail stays on)', body: notificationPreferencesBodySchema, response: { 200: notificationPreferencesSchema, ...errors } },
    },
    async (request) => setPreferences(app.db, request.user!.id, request.body.email),
  );

  // Mail clients' one-click unsubscribe (RFC 8058) POSTs `List-Unsubscribe=One-Click` as a form: this scope reads it.
  await app.register(async (scope: App) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/notifications/unsubscribe',
      {
        config: { access: 'public', session: false, rateLimit: perAddress(600, '1 minute') },
        schema: { tags: ['notifications'], summary: "Turns off one kind of e-mail from the link's signed token (no sign-in)", querystring: unsubscribeQuerySchema, response: { 200: unsubscribeAnswerSchema, 400: errorSchema } },
      },
      async (request) => unsubscribe(app.db, app.config, request.query.token),
    );
  });
}
