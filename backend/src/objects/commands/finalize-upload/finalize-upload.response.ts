/** PUT /api/objects/finalize answers with the photo's public path, e.g. `/objects/photos/<id>.jpg`. */
export interface FinalizeUploadResponse {
  objectPath: string;
}
