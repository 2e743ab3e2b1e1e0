import type { imageRecipes } from './image-recipes.js';

export type ImageRecipes = typeof imageRecipes;
export type RecipeName = keyof ImageRecipes;

/** What the API sends the image process: a recipe and its arguments (Buffers travel as Buffers). */
export type ImageJob = {
  [Name in RecipeName]: { id: number; recipe: Name; args: Parameters<ImageRecipes[Name]> };
}[RecipeName];

/**
 * The image process's answer to job `id`: what its recipe made, a refusal
 * (the DomainError's code: not an image, too many pixels) or a failure.
 */
export type ImageReply =
  { id: number; made: unknown } | { id: number; refused: string } | { id: number; failed: string };
