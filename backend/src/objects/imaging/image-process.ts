/**
 * The image process: a child of the API (ImageMaker starts it under
 * `nice -n 19`) that runs the image recipes on what it is sent and answers
 * with what they made. Given the disk storage's directory (its one
 * argument), it opens that storage too, and reads uploads and writes album
 * sizes there itself. It talks only to its parent and leaves with it: when
 * the API goes, even by kill -9, the channel closes and this process exits.
 */
import { randomUUID } from 'node:crypto';
import { DiskObjectStorage } from '../../infrastructure/object-storage/disk.object-storage.js';
import { UploadUrlSigner } from '../../infrastructure/object-storage/upload-url-signer.js';
import { DomainError } from '../../shared/errors.js';
import { imageProcessRecipes, type ImageJob, type ImageReply } from './image-jobs.js';

const directory = process.argv[2];
// Not awaited before listening: a job sent meanwhile would find no listener and be lost.
// This process hands out no upload URLs: a secret of its own makes any it signed worthless.
const recipes = (
  directory
    ? DiskObjectStorage.open(directory, new UploadUrlSigner(randomUUID()))
    : Promise.resolve(undefined)
).then(imageProcessRecipes);

const reply = (answer: ImageReply) => process.send?.(answer);

process.on('message', (job: ImageJob) => {
  recipes
    .then((table) => (table[job.recipe] as (...args: unknown[]) => Promise<unknown>)(...job.args))
    .then(
      (made) => reply({ id: job.id, made }),
      (error: unknown) =>
        reply(
          error instanceof DomainError
            ? {
                id: job.id,
                refused: { kind: error.kind, code: error.code, message: error.message },
              }
            : { id: job.id, failed: error instanceof Error ? error.message : String(error) },
        ),
    );
});
process.on('disconnect', () => process.exit(0));
