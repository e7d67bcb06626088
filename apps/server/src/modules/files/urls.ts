import { defaultAvatar } from '@market/shared';

/** The address a stored file is read from. */
export const fileUrl = (id: string) => `/api/files/${id}`;
export const optionalFileUrl = (id: string | null) => (id ? fileUrl(id) : null);
/** The file id in an address fileUrl made (the client sends addresses back when it attaches files). */
export const fileIdOfUrl = (url: string) => url.slice(url.lastIndexOf('/') + 1).toLowerCase();
export const avatarUrl = (id: string | null) => (id ? fileUrl(id) : defaultAvatar);
