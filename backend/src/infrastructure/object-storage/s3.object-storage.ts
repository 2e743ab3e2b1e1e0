import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutBucketCorsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidObjectKey, assertValidObjectPrefix, isValidObjectKey } from './object-key.js';
import type {
  ListedObject,
  ObjectInfo,
  ObjectStorage,
  StoredObject,
} from './object-storage.port.js';

export interface S3Settings {
  /** Where this process reaches the store. */
  endpoint: string;
  /** Where browsers reach it: presigned URLs are signed for this host. */
  publicEndpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/**
 * Compose mode's object storage: any S3-compatible store (SeaweedFS in
 * docker-compose.yml). Browsers PUT uploads straight to it with presigned
 * URLs; the API reads, writes and serves everything else through this client.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly engine = 's3';

  private constructor(
    private readonly client: S3Client,
    /** Signs URLs for the public endpoint; it never sends a request itself. */
    private readonly presigner: S3Client,
    private readonly bucket: string,
  ) {}

  /** Connects and creates the bucket when it is missing. */
  static async open(settings: S3Settings): Promise<S3ObjectStorage> {
    const clientFor = (endpoint: string) =>
      new S3Client({
        endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
        // The SDK's default CRC32 checksums would be signed into presigned
        // URLs (for an empty body), which fails the browser's real PUT, and
        // not every S3-compatible store accepts them: only when an API needs one.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
    const storage = new S3ObjectStorage(
      clientFor(settings.endpoint),
      clientFor(settings.publicEndpoint),
      settings.bucket,
    );
    try {
      await storage.ensureBucket();
    } catch (error) {
      await storage.close();
      throw error;
    }
    return storage;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidObjectKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidObjectKey(key);
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      const bytes = (await response.Body?.transformToByteArray()) ?? new Uint8Array();
      return {
        body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        contentType: response.ContentType ?? DEFAULT_CONTENT_TYPE,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    assertValidObjectKey(key);
    try {
      const response = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        size: response.ContentLength ?? 0,
        contentType: response.ContentType ?? DEFAULT_CONTENT_TYPE,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async list(prefix: string): Promise<ListedObject[]> {
    assertValidObjectPrefix(prefix);
    const listed: ListedObject[] = [];
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: prefix },
    );
    for await (const page of pages) {
      for (const { Key, Size, LastModified } of page.Contents ?? []) {
        // Written by something else with a key none of ours could be: not ours to report.
        if (!Key || !isValidObjectKey(Key)) continue;
        listed.push({ key: Key, size: Size ?? 0, modifiedAt: LastModified ?? new Date(0) });
      }
    }
    return listed;
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async createUploadUrl(key: string, expiresInSeconds: number): Promise<string> {
    assertValidObjectKey(key);
    return getSignedUrl(this.presigner, new PutObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: expiresInSeconds,
    });
  }

  async close(): Promise<void> {
    this.client.destroy();
    this.presigner.destroy();
  }

  private async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    try {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      // Another API process created it between our check and our create.
      const name = (error as { name?: string }).name;
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
    }
    await this.allowBrowserUploads();
  }

  /**
   * Browsers PUT photos straight to the bucket from the app's origin, so the
   * bucket must answer CORS preflights for PUT. Stores that manage CORS
   * elsewhere may refuse this call; uploads then depend on their settings.
   */
  private async allowBrowserUploads(): Promise<void> {
    try {
      await this.client.send(
        new PutBucketCorsCommand({
          Bucket: this.bucket,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedMethods: ['PUT'],
                AllowedOrigins: ['*'],
                AllowedHeaders: ['content-type'],
                MaxAgeSeconds: 3600,
              },
            ],
          },
        }),
      );
    } catch (error) {
      console.warn(
        `S3 bucket ${this.bucket}: could not set CORS for browser uploads: ${(error as Error).message}`,
      );
    }
  }
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    name === 'NoSuchKey' ||
    name === 'NotFound' ||
    name === 'NoSuchBucket' ||
    $metadata?.httpStatusCode === 404
  );
}
