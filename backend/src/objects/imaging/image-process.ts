/**
 * The image process: a child of the API (ImageMaker starts it under
 * `nice -n 19`) that runs sharp's recipes on the bytes it is sent and answers
 * with what they made. It talks only to its parent and leaves with it: when
 * the API goes, even by kill -9, the channel closes and this process exits.
 */
import { DomainError } from '../../shared/errors.js';
import type { ImageJob, ImageReply } from './image-jobs.js';
import { imageRecipes } from './image-recipes.js';

const reply = (answer: ImageReply) => process.send?.(answer);

process.on('message', (job: ImageJob) => {
  const recipe = imageRecipes[job.recipe] as (...args: unknown[]) => Promise<unknown>;
  recipe(...job.args).then(
    (made) => reply({ id: job.id, made }),
    (error: unknown) =>
      reply(
        error instanceof DomainError
          ? { id: job.id, refused: error.code }
          : { id: job.id, failed: error instanceof Error ? error.message : String(error) },
      ),
  );
});
process.on('disconnect', () => process.exit(0));
