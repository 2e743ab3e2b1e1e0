/* The uploads part of the HTTP contract. */

/** POST /api/objects/upload answers with the URL to PUT the file to (valid 15 minutes). */
export interface RequestUploadResponse {
  uploadURL: string;
}

/** PUT /api/objects/finalize answers with the photo's public path, e.g. `/objects/photos/<id>.jpg`. */
export interface FinalizeUploadResponse {
  objectPath: string;
}
