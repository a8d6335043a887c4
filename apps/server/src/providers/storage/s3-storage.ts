import { pipeline, Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../../config.ts";
import { exactLength, type ObjectStore, requireValidKey, requireValidPrefix } from "./storage-provider.ts";

/** The AWS SDK, loaded when a store is made: a server that keeps its files on the disk never parses it. */
type Sdk = typeof import("@aws-sdk/client-s3");

function isMissing(sdk: Sdk, error: unknown): boolean {
  return error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/**
 * The `take` bytes after the first `skip` of a stream, and no more: the slice asked for exactly, even from a
 * store that answers more than the range (s3rver answers all of a `bytes=0-0`) or ignores it. Fails when the
 * stream ends short, so the HTTP answer is cut rather than shorter than its Content-Length.
 */
function exactSlice(source: Readable, skip: number, take: number): Readable {
  return Readable.from(
    (async function* () {
      let toSkip = skip;
      let left = take;
      for await (const data of source) {
        let chunk = data as Buffer;
        if (toSkip > 0) {
          const skipped = Math.min(toSkip, chunk.length);
          toSkip -= skipped;
          chunk = chunk.subarray(skipped);
        }
        if (chunk.length === 0) continue;
        const kept = chunk.subarray(0, left);
        left -= kept.length;
        yield kept;
        // Leaving the loop destroys the store's stream: the rest is never downloaded.
        if (left === 0) return;
      }
      if (left > 0) throw new Error(`the S3 store's answer ended ${left} bytes short of the range`);
    })(),
    { objectMode: false },
  );
}

/** Where the SDK's own warnings go (the server's log); nowhere when not given. */
export type SdkWarning = (message: string) => void;

export async function createS3Client(settings: S3Settings, warn: SdkWarning = () => {}): Promise<S3Client> {
  const sdk = await import("@aws-sdk/client-s3");
  const quiet = () => {};
  const text = (parts: unknown[]) => parts.map(String).join(" ");
  return new sdk.S3Client({
    logger: {
      trace: quiet,
      debug: quiet,
      info: quiet,
      warn: (...parts) => warn(text(parts)),
      error: (...parts) => warn(text(parts)),
    },
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // The SDK's default checksums on every request are an AWS extension that many S3-compatible stores
    // (and s3rver) do not understand; they are sent only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Objects in one bucket of an S3-compatible store, under the same keys as on disk, so every server instance
 * that points at the bucket serves the same files.
 */
export async function createS3Store(settings: S3Settings, warn?: SdkWarning): Promise<ObjectStore> {
  const sdk = await import("@aws-sdk/client-s3");
  const client = await createS3Client(settings, warn);
  const Bucket = settings.bucket;

  return {
    async put(key, body) {
      const Key = requireValidKey(key);
      if (Buffer.isBuffer(body)) {
        await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: body }));
        return;
      }
      // The store waits for every byte announced: a stream that ends short or breaks cancels the request.
      const abort = new AbortController();
      let failure: unknown;
      const checked = pipeline(body.stream, exactLength(body.size), (error) => {
        if (!error) return;
        failure = error;
        abort.abort(error);
      });
      try {
        await client.send(
          new sdk.PutObjectCommand({ Bucket, Key, Body: checked, ContentLength: body.size }),
          {
            abortSignal: abort.signal,
          },
        );
      } catch (error) {
        throw failure ?? error;
      }
    },
    async get(key, slice) {
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: requireValidKey(key),
            // Only the slice's bytes leave the store.
            ...(slice ? { Range: `bytes=${slice.start}-${slice.end}` } : {}),
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error("the S3 client answered without a stream");
        if (slice === undefined) return { stream: answer.Body, size: answer.ContentLength ?? 0 };
        // "bytes 0-499/1234". A store that ignored the range answers the whole object, without one.
        const answered = /^bytes (\d+)-\d+\/(\d+)$/.exec(answer.ContentRange ?? "");
        const from = answered ? Number(answered[1]) : 0;
        if (from > slice.start) {
          answer.Body.destroy();
          throw new Error(
            `the S3 store answered ${answer.ContentRange} for bytes ${slice.start}-${slice.end}`,
          );
        }
        const size = answered ? Number(answered[2]) : (answer.ContentLength ?? 0);
        return { stream: exactSlice(answer.Body, slice.start - from, slice.end - slice.start + 1), size };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: requireValidKey(key) }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: requireValidKey(key) }));
    },
    async *list(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket,
            Prefix: requireValidPrefix(prefix),
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async startParts(key) {
      const answer = await client.send(
        new sdk.CreateMultipartUploadCommand({ Bucket, Key: requireValidKey(key) }),
      );
      if (!answer.UploadId) throw new Error("the S3 store started a multipart upload without an id");
      return answer.UploadId;
    },
    async putPart(key, handle, number, data) {
      const answer = await client.send(
        new sdk.UploadPartCommand({
          Bucket,
          Key: requireValidKey(key),
          UploadId: handle,
          PartNumber: number,
          Body: data,
        }),
      );
      if (!answer.ETag) throw new Error("the S3 store took a part without a tag");
      return answer.ETag;
    },
    async finishParts(key, handle, parts) {
      await client.send(
        new sdk.CompleteMultipartUploadCommand({
          Bucket,
          Key: requireValidKey(key),
          UploadId: handle,
          MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.number, ETag: part.tag })) },
        }),
      );
    },
    async abortParts(key, handle) {
      try {
        await client.send(
          new sdk.AbortMultipartUploadCommand({ Bucket, Key: requireValidKey(key), UploadId: handle }),
        );
      } catch (error) {
        if (isMissing(sdk, error)) return;
        // s3rver cannot abort (405); a bucket lifecycle rule (AbortIncompleteMultipartUpload) is the
        // store's own net for parts an abort left behind.
        if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 405) return;
        throw error;
      }
    },
    close() {
      client.destroy();
    },
  };
}
