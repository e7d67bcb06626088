import { defaultAvatar } from '@market/shared';

/** The address a stored file is read from. */
export const fileUrl = (id: string) => `/api/files/${id}`;
export const optionalFileUrl = (id: string | null) => (id ? fileUrl(id) : null);
export const avatarUrl = (id: string | null) => (id ? fileUrl(id) : defaultAvatar);
