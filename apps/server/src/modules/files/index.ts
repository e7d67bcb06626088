// What other modules may use of the files module.
export { filesCleanupJob } from './cleanup.js';
export { filesSubscriptions } from './events.js';
export { setFileKeeper, setFilePurposeRules, type FilePurposeRules } from './policy.js';
export {
  attachFiles,
  deleteFileRows,
  deleteFilesOf,
  findFile,
  findFiles,
  ownedFileIds,
  prepareUpload,
  releaseFiles,
  saveFile,
  toUploadedFile,
  uploadedFilesById,
  uploadedFilesIn,
  type FileRow,
  type PreparedUpload,
  type UploadDeps,
} from './service.js';
export { avatarUrl, fileIdOfUrl, fileUrl, optionalFileUrl } from './urls.js';
