import type { App } from '../../types.js';

/** Uploads and file reads: POST /api/uploads and GET /api/files/:id. */
export async function filesRoutes(_app: App) {}
