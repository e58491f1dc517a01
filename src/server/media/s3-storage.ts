import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import {
  checkFolder,
  contentTypeOf,
  folderOfKey,
  mediaKey,
  mediaPrefix,
  type MediaEntry,
  type MediaStorage,
} from './storage';

/** The bucket does not answer as configured: start-up and `media-migrate` stop with its line. */
export class MediaStoreError extends Error {}

export type S3MediaStorage = MediaStorage & {
  /** Resolves when the bucket answers with these credentials; rejects with a line saying why. */
  checkBucket: () => Promise<void>;
  close: () => void;
};

/** An S3 "no such object" answer: 404 whatever error name the server gives it. */
const notFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

type Head = { size: number; etag: string; lastModified: Date };

/** How long an object's size and version are reused without asking the bucket again. */
const headTtlMs = 60_000;
const maxHeads = 10_000;

/**
 * Objects' sizes and versions, kept a minute: when the reminder goes out, every member asks for the
 * same narration within seconds, and each request would otherwise cost a HEAD before its ranged GET.
 * Safe because a media name never changes its bytes (a new file gets a new random name) and the GET
 * is what decides: an object removed meanwhile (on another instance) is still a 404, and forgotten
 * here then. Only a HEAD request may say 200 for up to a minute after such a removal.
 */
function createHeadCache(now = Date.now) {
  const entries = new Map<string, { head: Head; expires: number }>();
  return {
    get(key: string): Head | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.head;
    },
    set(key: string, head: Head) {
      entries.delete(key);
      entries.set(key, { head, expires: now() + headTtlMs });
      if (entries.size > maxHeads) entries.delete(entries.keys().next().value!);
    },
    forget: (key: string) => entries.delete(key),
  };
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, R2, …), keyed `<folder>/<file>` as the /media
 * URL names it, so every instance behind a load balancer reads the same files (decision 059).
 */
export function createS3MediaStorage(
  settings: S3Settings,
  /** Objects per listing request (S3's own 1000 by default; tests page with fewer). */
  options: { listPageSize?: number } = {},
): S3MediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where S3 requires them: S3-compatible servers differ in the newer checksum
    // headers and trailers, and TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request instead of holding it (and the player) open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;
  const where = settings.endpoint ? ` at ${settings.endpoint}` : '';
  const heads = createHeadCache();

  /** An object's size and version, asked of the bucket (null: there is none). */
  async function headOf(Key: string): Promise<Head | null> {
    const head = await client.send(new HeadObjectCommand({ Bucket, Key })).catch((error) => {
      if (notFound(error)) return null;
      throw error;
    });
    if (!head) return null;
    const found = {
      size: head.ContentLength ?? 0,
      etag: head.ETag ?? `"${head.ContentLength ?? 0}"`,
      lastModified: head.LastModified ?? new Date(0),
    };
    heads.set(Key, found);
    return found;
  }

  // ListObjects (version 1) with Marker: every S3-compatible store pages it the same way, where
  // version 2's continuation tokens are each server's own (s3rver's need a cipher Node 20 lacks).
  async function* list(folder?: string): AsyncGenerator<MediaEntry> {
    const Prefix = folder === undefined ? undefined : `${checkFolder(folder)}/`;
    let marker: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsCommand({ Bucket, Prefix, Marker: marker, MaxKeys: options.listPageSize }),
      );
      const objects = page.Contents ?? [];
      for (const object of objects) {
        const url = mediaPrefix + (object.Key ?? '');
        if (mediaKey(url) !== object.Key) continue;
        yield { url, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
      marker = page.IsTruncated ? objects.at(-1)?.Key : undefined;
    } while (marker);
  }

  return {
    describe: `bucket ${Bucket}${where}`,
    async save(folder, data, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentTypeOf(key) }),
      );
      return mediaPrefix + key;
    },
    async read(urlPath) {
      const Key = mediaKey(urlPath);
      if (Key === null) return null;
      const head = heads.get(Key) ?? (await headOf(Key));
      if (!head) return null;
      return {
        ...head,
        contentType: contentTypeOf(Key),
        async open(range) {
          const object = await client
            .send(
              new GetObjectCommand({
                Bucket,
                Key,
                Range: range ? `bytes=${range.start}-${range.end}` : undefined,
              }),
            )
            .catch((error) => {
              if (!notFound(error)) throw error;
              heads.forget(Key);
              return null;
            });
          return (object?.Body?.transformToWebStream() as ReadableStream<Uint8Array>) ?? null;
        },
      };
    },
    async remove(url) {
      const Key = mediaKey(url);
      // Deleting a missing object succeeds in S3: removing twice is harmless.
      if (Key === null) return;
      heads.forget(Key);
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    folderOf: (urlPath) => folderOfKey(mediaKey(urlPath)),
    list,
    async put(url, body, size) {
      const Key = mediaKey(url);
      if (Key === null) throw new Error(`not a media URL: ${url}`);
      heads.forget(Key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key,
          Body: Readable.fromWeb(body as never),
          ContentLength: size,
          ContentType: contentTypeOf(Key),
        }),
      );
    },
    async checkBucket() {
      await client.send(new ListObjectsCommand({ Bucket, MaxKeys: 1 })).catch((error: unknown) => {
        const status = (error as { $metadata?: { httpStatusCode?: number } })?.$metadata
          ?.httpStatusCode;
        const reason = status ? `HTTP ${status}` : String((error as Error)?.message ?? error);
        throw new MediaStoreError(
          `The media bucket ${Bucket}${where} cannot be reached with S3_ACCESS_KEY_ID (${reason}): check S3_BUCKET, S3_REGION, S3_ENDPOINT and the keys.`,
        );
      });
    },
    close: () => client.destroy(),
  };
}
