import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { registerTypeScript } from '../../../scripts/register-typescript.path.js';
import type { ObjectStorage } from '../../infrastructure/object-storage/object-storage.port.js';
import { DomainError } from '../../shared/errors.js';
import type { ImageType } from '../domain/image-type.js';
import {
  storeAlbumSizes,
  type AlbumSizeKeys,
  type AlbumSizesStored,
} from './album-sizes-stored.js';
import type { ImageJob, ImageRecipes, ImageReply, RecipeName } from './image-jobs.js';
import type { AlbumSizes } from './image-recipes.js';

const IMAGE_PROCESS = fileURLToPath(new URL('./image-process.ts', import.meta.url));

/** The object storage as the image maker reaches it. */
export interface ImageStorage {
  /** The API's own storage, through which the bytes pass when the image process cannot reach it. */
  storage: ObjectStorage;
  /**
   * The disk storage's directory, which the image process opens itself (it
   * runs on the same machine); none for S3, whose credentials stay in the API.
   */
  directory?: string;
}

/** A job that meets its image process's end twice is failed, not tried a third time. */
const ATTEMPTS = 2;

interface Job {
  job: ImageJob;
  attempts: number;
  resolve: (made: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * Makes every image (imaging/image-recipes.ts) in the image process, a child
 * started with the API under `nice -n 19`: decoding and encoding take whole
 * cores for a while, and at the lowest priority the kernel gives a core to
 * the API's event loop first whenever it has work, instead of sharing it
 * evenly with libvips' threads (docs/adr/041-images-in-a-low-priority-process.md).
 *
 * At most one image per core is in the child at once; the rest wait here, in
 * order, so a burst of photos is never more threads than cores, nor all its
 * bytes copied to the child at once.
 *
 * An album photo's sizes are made from its upload's key: on the disk the
 * child reads the upload and writes the sizes itself, so their bytes never
 * enter the API's heap, whose collections would hold up its event loop.
 *
 * The child leaves with the API (even on kill -9). If it dies on its own
 * (killed, out of memory), its jobs are sent again to a new one, once.
 */
export class ImageMaker implements OnApplicationBootstrap, OnModuleDestroy {
  private child: ChildProcess | undefined;
  private nextId = 1;
  private readonly sent = new Map<number, Job>();
  private readonly waiting: Job[] = [];
  private closed = false;

  constructor(
    readonly limit = availableParallelism(),
    private readonly objects?: ImageStorage,
  ) {}

  /**
   * Started with the API, not at the first image: a spawn takes the event
   * loop for tens of milliseconds, better at boot than amid a burst of photos.
   */
  onApplicationBootstrap(): void {
    this.process();
    this.holdWhileBusy();
  }

  /** A profile or dog photo, cleaned and scaled down, in its own format. */
  photo(input: Buffer, type: ImageType): Promise<Buffer> {
    return this.make('photo', [input, type]);
  }

  /** An album photo's thumbnail and full view. */
  albumSizes(input: Buffer, type: ImageType): Promise<AlbumSizes> {
    return this.make('albumSizes', [input, type]);
  }

  /**
   * An album photo's thumbnail and full view, made from the raw upload at
   * `rawKey` (its size and magic bytes checked as it is read) and stored at
   * `keys`; answers the full view's dimensions.
   */
  async albumSizesStored(rawKey: string, keys: AlbumSizeKeys): Promise<AlbumSizesStored> {
    if (!this.objects) throw new Error('this image maker was given no object storage');
    if (this.objects.directory) return this.make('albumSizesStored', [rawKey, keys]);
    return storeAlbumSizes(this.objects.storage, rawKey, keys, (input, type) =>
      this.albumSizes(input, type),
    );
  }

  /** A share card's square cover, from an album thumbnail. */
  coverSquare(thumb: Buffer): Promise<Buffer> {
    return this.make('coverSquare', [thumb]);
  }

  /** The image process's pid while it runs (for `ps` and the kill -9 tests). */
  get processId(): number | undefined {
    return this.child?.pid;
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }

  private make<Name extends RecipeName>(
    recipe: Name,
    args: Parameters<ImageRecipes[Name]>,
  ): Promise<Awaited<ReturnType<ImageRecipes[Name]>>> {
    return new Promise((resolve, reject) => {
      const job = { id: this.nextId++, recipe, args } as ImageJob;
      this.waiting.push({ job, attempts: 0, resolve: resolve as (made: unknown) => void, reject });
      this.sendWaiting();
    });
  }

  private sendWaiting(): void {
    while (this.sent.size < this.limit && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      if (this.closed) {
        job.reject(new Error('the image process is closed'));
        continue;
      }
      job.attempts += 1;
      this.sent.set(job.job.id, job);
      // A send to a child that has just died fails here; its exit sends the job again.
      this.process().send(job.job, () => {});
    }
    this.holdWhileBusy();
  }

  /** An image being made keeps this process running; an idle child never does. */
  private holdWhileBusy(): void {
    if (this.sent.size > 0) this.child?.channel?.ref();
    else this.child?.channel?.unref();
  }

  private answer(reply: ImageReply): void {
    const job = this.sent.get(reply.id);
    if (!job) return;
    this.sent.delete(reply.id);
    if ('made' in reply) job.resolve(reply.made);
    else if ('refused' in reply) {
      const { kind, code, message } = reply.refused;
      job.reject(new DomainError(kind, code, message));
    } else job.reject(new Error(`the image process failed: ${reply.failed}`));
    this.sendWaiting();
  }

  private process(): ChildProcess {
    if (this.child) return this.child;
    const directory = this.objects?.directory;
    const child = spawn(
      'nice',
      [
        ...['-n', '19', process.execPath, '--import', registerTypeScript, IMAGE_PROCESS],
        ...(directory ? [directory] : []),
      ],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' },
    );
    // The child never keeps the API running on its own: it exits when the API does.
    child.unref();
    child.on('message', (reply: ImageReply) => this.answer(reply));
    child.once('error', () => this.lost(child));
    child.once('exit', () => this.lost(child));
    this.child = child;
    return child;
  }

  /** The child is gone: what it had is sent to a new one, unless tried twice already. */
  private lost(child: ChildProcess): void {
    if (this.child !== child) return;
    this.child = undefined;
    const lost = [...this.sent.values()];
    this.sent.clear();
    for (const job of lost.filter((job) => job.attempts >= ATTEMPTS))
      job.reject(new Error('the image process exited while making this image'));
    this.waiting.unshift(...lost.filter((job) => job.attempts < ATTEMPTS));
    this.sendWaiting();
  }
}
