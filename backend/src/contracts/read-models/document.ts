/** A stored read-model document. Every document has a string `_id`. */
export interface Document {
  _id: string;
  [field: string]: unknown;
}

declare const documents: unique symbol;

/**
 * A collection's name typed with its documents: `store.collection(USERS)`
 * reads UserDocuments. Each name is paired with its document type once, here,
 * rather than at every query (where a wrong pair would still compile).
 */
export type CollectionName<T extends Document> = string & { readonly [documents]?: T };
