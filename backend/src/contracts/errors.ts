/* The error part of the HTTP contract. */

/** The one JSON shape every failed API call returns. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  errors?: { path: string; message: string }[];
}
