/** POST /api/objects/upload answers with the URL to PUT the file to (valid 15 minutes). */
export interface RequestUploadResponse {
  uploadURL: string;
}
